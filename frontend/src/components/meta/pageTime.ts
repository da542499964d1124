let renderedAt: number | null = null;

/** When the server rendered the page this tab started with (from its hydration data). */
export function setPageRenderedAt(time: number | null): void {
  renderedAt = time;
}

export function pageRenderedAt(): number | null {
  return renderedAt;
}
