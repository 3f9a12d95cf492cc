import { Window } from 'happy-dom';

/** The characters a page draws for its first paint, and those only its later sections draw. */
export interface PageCharacters {
  firstPaint: Set<string>;
  later: Set<string>;
}

/** The text and the field placeholders drawn inside `root`. */
function drawnCharacters(root: {
  textContent: string | null;
  querySelectorAll: Window['document']['querySelectorAll'];
}) {
  const placeholders = [...root.querySelectorAll('[placeholder]')].map(
    (field) => field.getAttribute('placeholder') ?? '',
  );
  return [...(root.textContent ?? ''), ...placeholders.join('')];
}

/**
 * What a page draws only after its first screen: the sections matching `sections` after the
 * first `drawnFirst` among their siblings, and whatever matches `alsoLater`.
 */
export interface LaterParts {
  sections: string;
  drawnFirst: number;
  alsoLater?: string;
}

/** How many of `element`'s earlier siblings match `selector`. */
function earlierMatches(element: Element, selector: string): number {
  let count = 0;
  for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.matches(selector)) count += 1;
  }
  return count;
}

/**
 * The characters a prerendered page's `html` draws: its text and the placeholders of its
 * fields (attributes a browser does not draw, such as aria-label and title, are left out),
 * split into what its first screen draws and what only its later sections draw. (Counted by
 * hand: happy-dom does not match chained sibling selectors such as `a ~ a ~ a`.)
 */
export function pageCharacters(html: string, parts: LaterParts): PageCharacters {
  const window = new Window();
  const { document } = window;
  document.body.innerHTML = html;
  for (const element of document.querySelectorAll('script, style, template')) element.remove();
  const later = [
    ...[...document.querySelectorAll(parts.sections)].filter(
      (section) => earlierMatches(section as unknown as Element, parts.sections) >= parts.drawnFirst,
    ),
    ...(parts.alsoLater ? document.querySelectorAll(parts.alsoLater) : []),
  ];
  const inSections = later.flatMap((section) => drawnCharacters(section));
  for (const section of later) section.remove();
  const firstPaint = new Set(drawnCharacters(document.body));
  void window.happyDOM.close();
  return { firstPaint, later: new Set(inSections.filter((character) => !firstPaint.has(character))) };
}
