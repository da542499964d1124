/**
 * The workshop anchor of spec section 2 (/de/workshop#{title lowercase, spaces removed}): the
 * navigation links with it and the workshop page gives each section this id.
 */
export function workshopAnchor(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '');
}
