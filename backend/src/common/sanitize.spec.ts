import { sanitizeRichText, stripTags } from '@/common/sanitize';

describe('sanitize', () => {
  it('keeps plain text as typed, without markup and without HTML entities', () => {
    expect(stripTags('Yoga & Meditation')).toBe('Yoga & Meditation');
    expect(stripTags('Eltern & Kind <3 Turnen')).toBe('Eltern & Kind <3 Turnen');
    expect(stripTags('<b>Judo</b> für "Kids"')).toBe('Judo für "Kids"');
  });

  it('removes scripts, event handlers and javascript: links from rich text', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">a</a> <a href="https://example.org">b</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">b</a>');
  });
});
