import type { components } from '@/api/generated/schema';
import type { PublicClub } from '@/api/publicQueries';
import type {
  Banner,
  Course,
  Department,
  News,
  Sponsor,
  StaffLocation,
  StaffPost,
  TimeSlot,
  Workshop,
} from '@/api/types';

/**
 * One fixture per staff resource, as the server sends it, and one in-memory store of them that
 * the shared request handlers (`handlers.ts`) read and write. A test seeds the store, renders or
 * syncs, and asserts on the store: what the server holds now.
 */

export function courseFixture(overrides: Partial<Course> = {}): Course {
  return {
    _id: 'c1',
    title: 'Kinderturnen',
    description: '<p>Turnen für Kinder</p>',
    info: 'Bitte Turnschuhe mitbringen',
    trial_training: '<p>Jederzeit</p>',
    photoURL: null,
    srcset: null,
    department: { _id: 'd1', name: 'turnen', title: 'Turnen' },
    genders: ['männlich', 'weiblich', 'divers'],
    categories: ['turnen'],
    age_from: 6,
    age_to: 10,
    social_media: {},
    website: null,
    members: 12,
    location: 'Sporthalle Nord',
    trainers: [{ _id: 'u1', name: 'Kim Kurs' }],
    version: 3,
    blocked: false,
    blocked_by: null,
    state: 'published',
    published_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    pending_request: null,
    last_rejection: null,
    times: [],
    trial_places: 0,
    ...overrides,
  };
}

export function slotFixture(overrides: Partial<TimeSlot> = {}): TimeSlot {
  return {
    _id: 't1',
    course: 'c1',
    workshop: null,
    day: 'Montag',
    date: null,
    start: '17:00',
    end: '18:00',
    venue: null,
    location: 'Halle 1',
    version: 1,
    ...overrides,
  };
}

export function workshopFixture(overrides: Partial<Workshop> = {}): Workshop {
  return {
    _id: 'w1',
    title: 'Erste Hilfe im Sport',
    info: 'Samstag, 9–16 Uhr, Vereinsheim',
    description: '<p>Was tun, wenn es passiert?</p>',
    photoURL: null,
    srcset: null,
    members: 16,
    social_media: {},
    website: null,
    version: 3,
    blocked: false,
    blocked_by: null,
    state: 'published',
    published_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-10-01T08:00:00.000Z',
    pending_request: null,
    last_rejection: null,
    times: [],
    ...overrides,
  };
}

export function departmentFixture(overrides: Partial<Department> = {}): Department {
  return {
    _id: 'd1',
    name: 'Turnen',
    title: 'Turnen und Gymnastik',
    description: '<p>Vom Kinderturnen bis zur Seniorengymnastik.</p>',
    photoURL: null,
    srcset: null,
    iconURL: null,
    public: true,
    version: 4,
    updated_at: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

export function postFixture(overrides: Partial<StaffPost> = {}): StaffPost {
  return {
    _id: 'p1',
    article_number: 1,
    title: 'Kreismeisterschaft',
    text: '<p>Drei Titel für unsere Turnerinnen.</p>',
    info: 'Bericht von Anna Keller',
    photoURL: null,
    srcset: null,
    created_at: '2026-10-01T08:30:00.000Z',
    likes: 3,
    views: 40,
    social_media: {},
    category: 'club',
    department: null,
    owner: { _id: 'u9', name: 'Anna Keller', photoURL: null },
    blocked: false,
    blocked_by: null,
    version: 2,
    updated_at: '2026-10-01T08:30:00.000Z',
    ...overrides,
  };
}

export function newsFixture(overrides: Partial<News> = {}): News {
  return {
    _id: 'n1',
    title: 'Halle geschlossen',
    text: 'Die Halle Lindenschule bleibt am 3. Oktober zu.',
    info: 'Vorstand',
    photoURL: null,
    srcset: null,
    created_at: '2026-10-01T08:30:00.000Z',
    created_by: { _id: 'u9', name: 'Alex Admin' },
    can_delete: false,
    version: 1,
    ...overrides,
  };
}

export function sponsorFixture(overrides: Partial<Sponsor> = {}): Sponsor {
  return {
    _id: 's1',
    text: 'Autohaus Krüger',
    link: 'https://autohaus-krueger.example',
    photoURL: null,
    srcset: null,
    placements: ['homepage', 'volkslauf'],
    sort_order: 10,
    version: 1,
    updated_at: '2026-10-01T08:30:00.000Z',
    ...overrides,
  };
}

export function locationFixture(overrides: Partial<StaffLocation> = {}): StaffLocation {
  return {
    _id: 'l1',
    name: 'Turnhalle Lindenschule',
    description: 'Dreifeldhalle mit Tribüne.',
    maps_link: 'https://maps.example/lindenschule',
    postal_code: '12345',
    city: 'Musterstadt',
    address: 'Lindenallee 12',
    photoURL: null,
    srcset: null,
    version: 1,
    updated_at: '2026-10-01T08:30:00.000Z',
    ...overrides,
  };
}

export function bannerFixture(overrides: Partial<Banner> = {}): Banner {
  return {
    _id: 'b1',
    text: 'Die Turnhalle Lindenschule ist am 3. Oktober geschlossen.',
    link: null,
    severity: 'info',
    starts_at: '2026-10-01T06:00:00.000Z',
    ends_at: '2026-10-04T06:00:00.000Z',
    active: false,
    version: 1,
    updated_at: '2026-10-01T08:30:00.000Z',
    ...overrides,
  };
}

type Cancellation = components['schemas']['CancellationDto'];
type Closure = components['schemas']['ClosureDto'];
type StaffFunrun = components['schemas']['FunrunStaffDto'];
type TrialBooking = components['schemas']['TrialBookingDto'];

/** A cancelled training of the course fixture's slot. */
export function cancellationFixture(overrides: Partial<Cancellation> = {}): Cancellation {
  return {
    _id: 'x1',
    course: 'c1',
    workshop: null,
    slot: 't1',
    date: '2026-12-07',
    reason: 'Halle gesperrt',
    created_by: { _id: 'u1', name: 'Kim Kurs' },
    created_at: '2026-11-28T08:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** The location fixture's venue closed over the Christmas holidays. */
export function closureFixture(overrides: Partial<Closure> = {}): Closure {
  return {
    _id: 'z1',
    location: { _id: 'l1', name: 'Turnhalle Lindenschule' },
    from: '2026-12-21',
    to: '2027-01-06',
    reason: 'Weihnachtsferien',
    notice: false,
    created_at: '2026-11-28T08:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** A confirmed trial booking of the course fixture's slot. */
export function trialBookingFixture(overrides: Partial<TrialBooking> = {}): TrialBooking {
  return {
    _id: 'tb1',
    course: 'c1',
    slot: 't1',
    date: '2026-12-07',
    name: 'Erika Mustermann',
    email: 'erika@example.de',
    age: 30,
    guardian_name: null,
    status: 'confirmed',
    waiting_position: null,
    attended: null,
    version: 1,
    ...overrides,
  };
}

/** The staff resources the handlers serve, by the store's table name. */
export interface Resources {
  courses: Course;
  times: TimeSlot;
  workshops: Workshop;
  departments: Department;
  posts: StaffPost;
  news: News;
  sponsors: Sponsor;
  locations: StaffLocation;
  banners: Banner;
  cancellations: Cancellation;
  closures: Closure;
  funruns: StaffFunrun;
  trialBookings: TrialBooking;
}

export type ResourceName = keyof Resources;

export type Seed = { [K in ResourceName]?: Resources[K][] };

/** What the server holds: one table per resource, keyed by `_id`, in insertion order. */
export class FixtureStore {
  readonly courses = new Map<string, Course>();
  readonly times = new Map<string, TimeSlot>();
  readonly workshops = new Map<string, Workshop>();
  readonly departments = new Map<string, Department>();
  readonly posts = new Map<string, StaffPost>();
  readonly news = new Map<string, News>();
  readonly sponsors = new Map<string, Sponsor>();
  readonly locations = new Map<string, StaffLocation>();
  readonly banners = new Map<string, Banner>();
  readonly cancellations = new Map<string, Cancellation>();
  readonly closures = new Map<string, Closure>();
  readonly funruns = new Map<string, StaffFunrun>();
  readonly trialBookings = new Map<string, TrialBooking>();

  constructor(seed: Seed = {}) {
    for (const name of Object.keys(seed) as ResourceName[]) {
      for (const item of seed[name] ?? []) this.table(name).set(item._id, { ...item });
    }
  }

  table<K extends ResourceName>(name: K): Map<string, Resources[K]> {
    return this[name] as Map<string, Resources[K]>;
  }

  /** Another user (an admin) changes an entity directly: its version moves on. */
  edit<K extends ResourceName>(name: K, id: string, patch: Partial<Resources[K]>): Resources[K] {
    const table = this.table(name);
    const current = table.get(id);
    if (!current) throw new Error(`No ${name} ${id} in the fixture store`);
    const next = { ...current, ...patch, version: current.version + 1 };
    table.set(id, next);
    return next;
  }
}

/** A club's public facts as GET /public/club answers them (a fictional test club). */
export function clubFixture(overrides: Partial<PublicClub> = {}): PublicClub {
  return {
    name: 'Turnverein Beispielstadt 1901 e.V.',
    short_name: 'TV Beispielstadt',
    founding_year: 1901,
    logo: null,
    street: 'Am Sportplatz 3',
    postal_code: '54321',
    city: 'Beispielstadt',
    phone: '+49 5432 1000',
    email: 'kontakt@tv-beispielstadt.example',
    office_hours: [
      { day: 'Montag', opens: '17:00', closes: '19:00' },
      { day: 'Freitag', opens: '09:00', closes: '11:30' },
    ],
    child_welfare: { name: 'Petra Lindner', email: 'schutz@tv-beispielstadt.example', phone: null },
    register_court: 'Amtsgericht Beispielstadt',
    register_number: 'VR 4711',
    board: [
      { role: 'Vorsitzender', name: 'Karl Brandt' },
      { role: 'Kassiererin', name: 'Ute Sommer' },
    ],
    social: [{ label: 'Instagram', url: 'https://www.instagram.com/tv_beispielstadt' }],
    ...overrides,
  };
}

/** A fun run as GET /api/funruns answers it (a fictional test run at a test venue). */
export function funrunFixture(overrides: Partial<StaffFunrun> = {}): StaffFunrun {
  return {
    _id: 'f2025',
    year: 2025,
    date: '2025-06-29',
    start_time: '09:30',
    location_id: 'l1',
    venue: {
      _id: 'l1',
      name: 'Stadion am Wald',
      street: 'Waldweg 1',
      postal_code: '54321',
      city: 'Beispielstadt',
      maps_link: 'https://www.openstreetmap.org/search?query=Waldweg%201',
    },
    registration_until: '2025-06-23',
    bib_pickups: [
      { date: '2025-06-28', from: '14:00', to: '16:00' },
      { date: '2025-06-29', from: '08:00', to: '09:00' },
    ],
    late_closes_minutes: 15,
    late_fee: 2,
    registration_email: 'lauf@tv-beispielstadt.example',
    tracks: [
      {
        name_de: '10 km Lauf',
        name_en: '10 km run',
        distance_m: 10_000,
        start_time: '09:30',
        fee: 10,
        medal: false,
        age_group: null,
      },
      {
        name_de: '370 m Bambinilauf',
        name_en: '370 m toddler run',
        distance_m: 370,
        start_time: '09:30',
        fee: 0,
        medal: true,
        age_group: 'bis 6 Jahre',
      },
    ],
    intro_de: '',
    intro_en: '',
    notes_de: 'Zeitmessung mit Chip.',
    notes_en: 'Chip timing.',
    results_url: null,
    version: 1,
    updated_at: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}
