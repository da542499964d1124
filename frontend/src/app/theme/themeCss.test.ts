import { darkTheme, lightTheme } from '@/app/theme/brandTheme';
import { themeCss } from '@/app/theme/themeCss';

describe('themeCss', () => {
  const css = themeCss(lightTheme, darkTheme);

  it('puts every token of the light theme on the document and of the dark one under the mark', () => {
    const [light, dark] = css.split('html[data-theme="dark"]');
    for (const [name, value] of Object.entries(lightTheme)) {
      expect(light).toContain(`--${name}:${String(value)};`);
    }
    for (const [name, value] of Object.entries(darkTheme)) {
      expect(dark).toContain(`--${name}:${String(value)};`);
    }
  });

  it('uses the brand blue and the lighter link colour of the dark theme', () => {
    expect(css).toMatch(/^:root\{color-scheme:light;.*--colorBrandBackground:#1267B4;/);
    expect(css).toContain('html[data-theme="dark"]{color-scheme:dark;');
    expect(css.split('html[data-theme="dark"]')[1]).toContain(
      '--colorBrandForegroundLink:#7D9ED5;',
    );
  });
});
