interface Window {
  /** Opens the cookie settings panel; set by the consent island's loader. */
  openCookieSettings?: () => void;
}
