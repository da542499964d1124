/** A venue a form chooses from, with what a public page shows of it (the street as `street`). */
export interface VenueOption {
  _id: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  maps_link: string | null;
}

/** The venues of `/api/locations` or `/public/locations` as choices, by name. */
export function venueOptions(
  locations: readonly (Omit<VenueOption, 'street'> & { address: string })[],
): VenueOption[] {
  return locations
    .map(({ _id, name, address, postal_code, city, maps_link }) => ({
      _id,
      name,
      street: address,
      postal_code,
      city,
      maps_link,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
