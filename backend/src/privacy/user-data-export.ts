import type { UserDto } from '@/users/dto/user.dto';

/**
 * The file of GET /api/user/export and GET /api/users/{id}/export: everything stored about one
 * account (docs/operations.md, "Datenschutz"). Never a password hash or a token hash.
 */
export interface UserDataExport {
  exported_at: string;
  profile: Omit<UserDto, 'version' | 'updated_at'> & { created_at: string; updated_at: string };
  /** One entry per login (a refresh-session family). */
  sessions: {
    started_at: string;
    last_used_at: string;
    expires_at: string;
    ended_at: string | null;
    active: boolean;
  }[];
  /** Password-reset and verification links sent to the account. */
  account_links: {
    purpose: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  }[];
  trainer: {
    _id: string;
    firstname: string;
    lastname: string;
    email: string | null;
    phone: string | null;
  } | null;
  audit: {
    at: string;
    action: string;
    by_self: boolean;
    entity_type: string | null;
    entity_id: string | null;
    details: Record<string, unknown>;
    ip: string | null;
  }[];
  posts: {
    _id: string;
    article_number: number;
    title: string;
    text: string;
    info: string;
    category: string;
    created_at: string;
    updated_at: string;
  }[];
  news: {
    _id: string;
    title: string;
    text: string;
    info: string;
    created_at: string;
    updated_at: string;
  }[];
  courses: { _id: string; title: string; last_changed_by_you: boolean; updated_at: string }[];
  workshops: { _id: string; title: string; updated_at: string }[];
  publish_requests: {
    _id: string;
    entity_type: string;
    entity_id: string;
    status: string;
    requested_at: string;
    decided_at: string | null;
    reason: string | null;
  }[];
  support_requests: {
    _id: string;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    done: boolean;
    created_at: string;
  }[];
  trial_bookings: {
    _id: string;
    course: string;
    date: string;
    name: string;
    email: string;
    age: number;
    guardian_name: string | null;
    status: string;
    attended: boolean | null;
    created_at: string;
  }[];
}
