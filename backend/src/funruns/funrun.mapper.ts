import type { FunrunRow } from '@/funruns/funruns.repository';
import type { FunrunDto, FunrunStaffDto } from '@/funruns/dto/funrun.dto';

const euros = (cents: number) => cents / 100;

export function mapFunrun(row: FunrunRow): FunrunDto {
  return {
    _id: row.id,
    year: row.year,
    date: row.date,
    start_time: row.startTime,
    location_id: row.locationId,
    venue: row.venue
      ? {
          _id: row.venue.id,
          name: row.venue.name,
          street: row.venue.address,
          postal_code: row.venue.postalCode,
          city: row.venue.city,
          maps_link: row.venue.mapsLink,
        }
      : null,
    registration_until: row.registrationUntil,
    bib_pickups: row.bibPickups.map(({ date, from, to }) => ({ date, from, to })),
    late_closes_minutes: row.lateClosesMinutes,
    late_fee: euros(row.lateFeeCents),
    registration_email: row.registrationEmail,
    tracks: row.tracks.map((track) => ({
      name_de: track.name_de,
      name_en: track.name_en,
      distance_m: track.distance_m,
      start_time: track.start_time,
      fee: euros(track.fee_cents),
      medal: track.medal,
      age_group: track.age_group,
    })),
    intro_de: row.introDe,
    intro_en: row.introEn,
    notes_de: row.notesDe,
    notes_en: row.notesEn,
    results_url: row.resultsUrl,
  };
}

export function mapStaffFunrun(row: FunrunRow): FunrunStaffDto {
  return { ...mapFunrun(row), version: row.version, updated_at: row.updatedAt.toISOString() };
}
