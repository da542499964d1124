import { createDOMRenderer, RendererProvider, useRenderer_unstable } from '@griffel/react';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  RULE_BREAK_ATTRIBUTE,
  serverStyleSource,
  styleElementsWithRuleBreaks,
} from '@/app/styleRehydration';

type Rules = Parameters<ReturnType<typeof createDOMRenderer>['insertCSSRules']>[0];

// Rules as makeStyles hands them to the renderer (per bucket; media rules with their query).
// The second one as Fluent writes some: with line breaks in the value.
const PAGE_RULES: Rules = {
  d: ['.fa1{color:red;}', '.fb2{padding-top:calc(4px\n    + 2px);}'],
  h: ['.fc3:hover{color:blue;}'],
  m: [['@media (min-width: 640px){.fd4{color:green;}}', { m: '(min-width: 640px)' }]],
};

/** The server's half: a renderer without a document collects the rules; then the elements. */
function serverStyles(): string {
  const renderer = createDOMRenderer(null as unknown as Document);
  renderer.insertCSSRules(PAGE_RULES);
  return renderToStaticMarkup(<>{styleElementsWithRuleBreaks(renderer)}</>);
}

/** A component that uses rules, as makeStyles does in the browser. */
function Uses({ rules }: { rules: Rules }) {
  useRenderer_unstable().insertCSSRules(rules);
  return null;
}

const ruleTexts = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')].flatMap(
    (element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );
const styleElements = () => document.querySelectorAll('style[data-make-styles-bucket]');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('style rehydration without a second parse', () => {
  it('separates the rules in marked style elements', () => {
    document.head.innerHTML = serverStyles();
    expect(styleElements()).toHaveLength(3); // default, hover, media
    for (const element of styleElements()) {
      expect(element.hasAttribute(RULE_BREAK_ATTRIBUTE)).toBe(true);
    }
    expect(document.querySelector('style[data-make-styles-bucket="d"]')?.textContent).toBe(
      '.fa1{color:red;}/**/.fb2{padding-top:calc(4px\n    + 2px);}',
    );
  });

  it('takes the rules over in the browser: using them again adds none', () => {
    document.head.innerHTML = serverStyles();
    const before = ruleTexts();
    expect(before).toHaveLength(4);

    const renderer = createDOMRenderer(document);
    const source = serverStyleSource(document, renderer);
    expect(Object.keys(renderer.insertionCache).sort()).toEqual([
      '.fa1{color:red;}',
      '.fb2{padding-top:calc(4px\n    + 2px);}',
      '.fc3:hover{color:blue;}',
      '@media (min-width: 640px){.fd4{color:green;}}',
    ]);
    render(
      <RendererProvider renderer={renderer} targetDocument={source}>
        <Uses rules={PAGE_RULES} />
      </RendererProvider>,
    );
    expect(ruleTexts()).toEqual(before);
    expect(styleElements()).toHaveLength(3);
  });

  it('adds a rule the server did not send to the element of its bucket', () => {
    document.head.innerHTML = serverStyles();
    const renderer = createDOMRenderer(document);
    const source = serverStyleSource(document, renderer);
    render(
      <RendererProvider renderer={renderer} targetDocument={source}>
        <Uses rules={{ d: ['.fe5{color:purple;}'] }} />
      </RendererProvider>,
    );
    expect(styleElements()).toHaveLength(3);
    const defaults = document.querySelector<HTMLStyleElement>('style[data-make-styles-bucket="d"]');
    const rules = [...(defaults?.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
    expect(rules).toHaveLength(3);
    expect(rules[2]).toBe('.fe5 {color: purple;}');
  });

  it('leaves an element without the mark to Griffel, which parses it', () => {
    document.head.innerHTML =
      '<style data-make-styles-bucket="d" data-priority="0">.fa1{color:red;}.fb2{padding-top:4px;}</style>';
    const renderer = createDOMRenderer(document);
    const source = serverStyleSource(document, renderer);
    expect(renderer.insertionCache).toEqual({});
    render(
      <RendererProvider renderer={renderer} targetDocument={source}>
        <Uses rules={{ d: ['.fa1{color:red;}'] }} />
      </RendererProvider>,
    );
    expect(renderer.insertionCache).toEqual({
      '.fa1{color:red;}': 'd',
      '.fb2{padding-top:4px;}': 'd',
    });
    expect(ruleTexts()).toHaveLength(2);
  });
});
