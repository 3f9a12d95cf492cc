import { expect } from 'vitest';
import { cdp } from 'vitest/browser';

/**
 * Fails a story whose Korean text is drawn by a font the page did not load itself.
 *
 * A font stack that names a generic family before the self-hosted Korean face hands Hangul
 * to the machine: a CJK system font where one is installed (the screenshot looks right and
 * the fault hides), empty boxes where none is. Chromium reports the faces that really drew
 * each element's text (CSS.getPlatformFontsForNode); every one must be a web font.
 */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const MARK = 'data-hangul-font-check';

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}
interface DomNode {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}
interface Session {
  send(method: 'DOM.getDocument', params: { depth: number; pierce: boolean }): Promise<{ root: DomNode }>;
  send(method: 'CSS.getPlatformFontsForNode', params: { nodeId: number }): Promise<{ fonts: PlatformFont[] }>;
  send(method: 'DOM.enable' | 'CSS.enable'): Promise<unknown>;
}

export async function expectHangulInOwnFaces(storyId: string) {
  // A story can still change its page while it is asked about (a toast updating or leaving):
  // a node gone between the two questions is asked about again, on the page as it is then.
  for (let attempt = 1; ; attempt += 1) {
    const strays = await systemFontsDrawingHangul();
    if (strays !== 'page changed') {
      expect(strays, `Korean text in ${storyId} must be drawn by the design system's own faces`).toEqual([]);
      return;
    }
    if (attempt === 3) throw new Error(`The page of ${storyId} kept changing while its fonts were checked.`);
  }
}

async function systemFontsDrawingHangul(): Promise<string[] | 'page changed'> {
  const marked = markElementsWithHangul();
  if (marked.length === 0) return [];
  try {
    const session = cdp() as unknown as Session;
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
    // All questions at once: the Korean capture asks about every element of a page, and one
    // round trip after another made that the slowest part of the capture.
    const nodes = [...findMarked(root)];
    const answers = await Promise.allSettled(
      nodes.map((node) => session.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })),
    );
    if (
      answers.some(
        (answer) => answer.status === 'rejected' && /find node/i.test(String(answer.reason?.message)),
      )
    ) {
      return 'page changed';
    }
    return nodes.flatMap((node, position) => {
      const answer = answers[position]!;
      if (answer.status === 'rejected') throw answer.reason;
      const index = Number(readAttribute(node, MARK));
      return answer.value.fonts
        .filter((candidate) => !candidate.isCustomFont)
        .map(
          (font) =>
            `"${marked[index]?.textContent?.trim().slice(0, 40)}" drawn by system font ${font.familyName}`,
        );
    });
  } finally {
    for (const element of marked) element.removeAttribute(MARK);
  }
}

/** Elements that hold Hangul in a text node of their own, numbered through the marker attribute. */
function markElementsWithHangul(): Element[] {
  const marked: Element[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement;
    if (!parent || !HANGUL.test(text.nodeValue ?? '') || parent.hasAttribute(MARK)) continue;
    if (parent.closest('script, style, [hidden], .sr-only')) continue;
    parent.setAttribute(MARK, String(marked.length));
    marked.push(parent);
  }
  return marked;
}

function* findMarked(node: DomNode): Generator<DomNode> {
  if (readAttribute(node, MARK) !== undefined) yield node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) yield* findMarked(child);
  if (node.contentDocument) yield* findMarked(node.contentDocument);
}

function readAttribute(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let index = 0; index < attributes.length; index += 2) {
    if (attributes[index] === name) return attributes[index + 1];
  }
  return undefined;
}
