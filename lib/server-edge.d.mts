export const SOCKET_ADDRESS_HEADER: "x-wb-socket-address";
export const LOCALE_HEADER: "x-wb-locale";
export const NOT_FOUND_PAGE_PATH: "/page-not-found";
