// The same 'Admin Access Required' page (status 403) as the other admin screens.
export { default } from "../../(admin)/forbidden";
