import { apiMessages, authErrors } from "./api-messages";
import { messageKey } from "./message-keys";
import { authMessages } from "./schema";

describe("messageKey", () => {
  it("finds a schema message under Validation", () => {
    expect(messageKey(authMessages.passwordMin)).toBe("Validation.passwordMin");
  });

  it("finds the account API's answers under ApiMessages, the shared access errors included", () => {
    expect(messageKey(authErrors.usernameTaken)).toBe("ApiMessages.usernameTaken");
    expect(messageKey(apiMessages.rateLimited)).toBe("ApiMessages.rateLimited");
    expect(messageKey("Not authenticated")).toBe("ApiMessages.notSignedIn");
  });

  it("knows no other text, so the page shows it as the server sent it", () => {
    expect(messageKey("Cross-site requests are not allowed")).toBeUndefined();
    expect(messageKey("")).toBeUndefined();
    expect(messageKey("username already exists")).toBeUndefined();
  });
});
