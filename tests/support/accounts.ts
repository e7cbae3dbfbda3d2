// One way for integration tests to get a new signed-in member: register (which signs nobody in,
// so that it answers alike for new and known e-mails), then sign in with the password.
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { getRequestUser } from "@/lib/auth/queries";
import { call, freshAddress, ORIGIN } from "./api";

export const TEST_PASSWORD = "correct horse battery";
let seq = 0;

export async function signUp(prefix = "member") {
  seq += 1;
  const username = `${prefix}${Date.now().toString(36)}${seq}`;
  const email = `${username}@example.com`;
  const res = await call(register, { path: "/api/register", body: { username, email, password: TEST_PASSWORD }, address: freshAddress() });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  const signedIn = await call(login, { path: "/api/login", body: { identifier: username, password: TEST_PASSWORD }, address: freshAddress() });
  if (signedIn.status !== 200) throw new Error(`login failed: ${signedIn.status} ${JSON.stringify(signedIn.json)}`);
  const cookie = signedIn.cookie!;
  const user = (await getRequestUser(new Request(ORIGIN, { headers: { cookie } })))!;
  return { cookie, user, id: user.id, username, email };
}
