import { renderToStyleElements, type createDOMRenderer } from '@griffel/react';
import { cloneElement, type ReactElement } from 'react';

type Renderer = ReturnType<typeof createDOMRenderer>;
type BucketName = Renderer['insertionCache'][string];

/**
 * Griffel's style rules in the server's HTML, taken over by the browser without parsing them.
 *
 * Griffel writes each bucket's rules into one `<style>` element, concatenated; to know which
 * rules the page already has, the browser's renderer parses that CSS again with stylis before
 * the first component renders (`rehydrateRendererCache`: ~80 KB of CSS on the start page, the
 * largest single task of the page's start on a phone — and stylis does not give every rule back
 * byte for byte: Fluent's rules with line breaks in a value were inserted a second time). Here
 * the server separates the rules with an empty CSS comment and marks the element; the browser
 * splits the text there and hands Griffel the marked elements with an empty text, so its own
 * parse has nothing to do. An element whose rules contain the separator keeps Griffel's way.
 */
export const RULE_BREAK_ATTRIBUTE = 'data-vh-rule-break';
/** Between two rules in a marked element: a comment, which CSS ignores; stylis drops comments. */
export const RULE_SEPARATOR = '/**/';

interface StyleElementProps {
  dangerouslySetInnerHTML: { __html: string };
}

/** The server: Griffel's style elements, their rules separated where that is exact. */
export function styleElementsWithRuleBreaks(renderer: Renderer): ReactElement[] {
  const sheets = Object.values(renderer.stylesheets).map((sheet) => sheet.cssRules());
  // renderToStyleElements makes `<style dangerouslySetInnerHTML>` elements (its own contract).
  const elements = renderToStyleElements(renderer) as ReactElement<StyleElementProps>[];
  return elements.map((element) => {
    const text = element.props.dangerouslySetInnerHTML.__html;
    const rules = sheets.find((candidate) => candidate.join('') === text);
    if (!rules || rules.some((rule) => rule.includes(RULE_SEPARATOR))) return element;
    return cloneElement(element, {
      [RULE_BREAK_ATTRIBUTE]: '',
      dangerouslySetInnerHTML: { __html: rules.join(RULE_SEPARATOR) },
    } as Partial<StyleElementProps>);
  });
}

/**
 * The browser: fills the renderer's cache from the marked elements and returns what
 * `RendererProvider` should rehydrate from (its `targetDocument`): the unmarked elements as they
 * are, the marked ones with an empty text (Griffel still registers them as its style sheets).
 */
export function serverStyleSource(document: Document, renderer: Renderer): Document {
  const elements = [
    ...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]'),
  ];
  const prepared = elements.map((element) => {
    const bucket = element.dataset.makeStylesBucket;
    if (!bucket || !element.hasAttribute(RULE_BREAK_ATTRIBUTE)) return element;
    for (const rule of (element.textContent ?? '').split(RULE_SEPARATOR)) {
      if (rule) renderer.insertionCache[rule] = bucket as BucketName;
    }
    // What rehydrateRendererCache and Griffel's style sheet read of an element, text excepted.
    return {
      dataset: element.dataset,
      attributes: element.attributes,
      media: element.media,
      textContent: '',
      getAttribute: (name: string) => element.getAttribute(name),
      setAttribute: (name: string, value: string) => element.setAttribute(name, value),
      get sheet() {
        return element.sheet;
      },
    };
  });
  // Only querySelectorAll is used by Griffel's rehydration.
  return { querySelectorAll: () => prepared } as unknown as Document;
}
