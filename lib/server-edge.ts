// Names the production server (server/app-server.ts) and the app share.

/** Request header: the client's socket address, stamped by the server (any sent value is replaced). */
export const SOCKET_ADDRESS_HEADER = "x-wb-socket-address";
/** Request header: the locale of the request's path, stamped by the server. */
export const LOCALE_HEADER = "x-wb-locale";
/**
 * The prerendered 404 page (one per locale, inside the site's layout). The server answers every
 * page that is not found with it, status 404; the proxy maps it to the request's locale.
 */
export const NOT_FOUND_PAGE_PATH = "/page-not-found";
