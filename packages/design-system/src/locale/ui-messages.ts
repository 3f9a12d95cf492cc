/**
 * The generic interface text the components say on their own: names of close, copy and menu
 * buttons, status words, announcements. Page content (titles, descriptions, product words)
 * is never here; it stays a prop. Every entry can still be overridden by the matching prop.
 *
 * Every message is a string, so a server can pass a table to `LocaleProvider`; a `{name}`
 * placeholder marks where a value goes (`formatMessage` fills it).
 */
export interface UiMessages {
  /** Close button of a dialog. */
  close: string;
  /** Close button of a toast. */
  closeNotification: string;
  /** Button that opens the navigation drawer. */
  openMenu: string;
  /** Close button of the navigation drawer. */
  closeMenu: string;
  /** Title of the navigation drawer. */
  menu: string;
  /** Copy button of a read-only field. */
  copy: string;
  /** Copy button of a code block. */
  copyCode: string;
  /** Copy button of a titled code snippet; `{title}` is the snippet's title: "Copy code: {title}". */
  copyCodeOf: string;
  /** Shown for a moment after a successful copy. */
  copied: string;
  /** Toggle that reveals a masked value. */
  showValue: string;
  /** A read-only field without a value. */
  noValue: string;
  /** Name of a code block's scroll region without a language. */
  code: string;
  /** Name of a code block's scroll region; `{language}` is the code's language: "{language} code". */
  codeIn: string;
  /** Announced while something loads. */
  loading: string;
  /** An empty table. */
  noData: string;
  /** Name of the toast region; `{hotkey}` becomes the shortcut that focuses it. */
  notificationsRegion: string;
  /** Name of one toast. */
  notification: string;
  /** Theme toggle, while the light theme is on. */
  switchToDark: string;
  /** Theme toggle, while the dark theme is on. */
  switchToLight: string;
  /** Name of the language switch. */
  language: string;
  /** Announced after a link that opens in a new tab. */
  opensInNewTab: string;
  /** Play button of an embedded video. */
  playVideo: string;
  /** Small label above a numbered step; `{step}` is its number: "Step {step}". */
  step: string;
  /** The skip link past the top bar. */
  skipToContent: string;
  /** Name of the top bar's page links. */
  mainNavigation: string;
  /** Name of the footer's links. */
  footerNavigation: string;
  /** Follows "© {year} {holder}." in the footer. */
  rightsReserved: string;
  /** The top bar's sign-in link. */
  logIn: string;
  /** The top bar's sign-out button. */
  logOut: string;
  /** The top bar's link to the signed-in user's home. */
  myDashboard: string;
  /** The link of a dashboard card. */
  view: string;
  /** Announced after the label of a required field (the visible mark is an asterisk). */
  required: string;
}
