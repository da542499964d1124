/**
 * Wire types, as aliases of the schema generated from backend/openapi.json
 * (`npm run api:types -w frontend`), so client and server cannot drift apart.
 */
import type { components } from '@/api/generated/schema';

type Schemas = components['schemas'];

export type Role = Schemas['Role'];
export type Gender = Schemas['Gender'];
export type Weekday = Schemas['Weekday'];
export type CategoryKey = Schemas['CategoryKey'];
export type Ref = Schemas['RefDto'];
export type DepartmentRef = Schemas['DepartmentRefDto'];
export type User = Schemas['UserDto'];
/** The logged-in user as the session carries it: the profile and what the roles allow. */
export type SessionUser = Schemas['SessionUserDto'];
export type Permission = Schemas['Permission'];
export type PublicTimeSlot = Schemas['PublicTimeSlotDto'];
/** A training of a slot that does not take place (one date, or a venue closure's range). */
export type PublicCancellation = Schemas['PublicCancellationDto'];
export type PublicClosure = Schemas['PublicClosureDto'];
export type SocialMedia = Schemas['SocialMediaDto'];
export type PublicCourse = Schemas['PublicCourseDto'];
export type TimeSlot = Schemas['TimeSlotDto'];
export type Course = Schemas['CourseDto'];
export type CourseState = Schemas['CourseState'];
export type CreateCourse = Schemas['CreateCourseDto'];
export type UpdateCourse = Schemas['UpdateCourseDto'];
export type CreateTimeSlot = Schemas['CreateTimeSlotDto'];
export type UpdateTimeSlot = Schemas['UpdateTimeSlotDto'];
export type Trainer = Schemas['TrainerDto'];
export type News = Schemas['NewsDto'];
export type StaffPost = Schemas['PostDto'];
export type Workshop = Schemas['WorkshopDto'];
export type Department = Schemas['DepartmentDto'];
export type CreateNews = Schemas['CreateNewsDto'];
export type Sponsor = Schemas['SponsorDto'];
export type SponsorPlacement = Schemas['SponsorPlacement'];
export type StaffLocation = Schemas['LocationDto'];
export type Banner = Schemas['BannerDto'];
export type BannerSeverity = Schemas['BannerSeverity'];
// The generator types `from`/`to` (any JSON value, declared as `object`) as Record<string, never>.
export type FieldChange = Omit<Schemas['FieldChangeDto'], 'from' | 'to'> & {
  from: unknown;
  to: unknown;
};
export type PublishRequest = Omit<Schemas['PublishRequestDto'], 'diff'> & { diff: FieldChange[] };
export type PublishRequestList = { courses: PublishRequest[]; workshops: PublishRequest[] };
export type ConfigCategory = Schemas['CategoryDto'];
export type Config = Schemas['ConfigDto'];
export type LoginResult = Schemas['SessionDto'];
export type SupportRequest = Schemas['SupportRequestDto'];
export type SupportPage = Schemas['SupportPageDto'];
export type SupportFilter = Schemas['SupportFilter'];
export type AuditEntry = Schemas['AuditEntryDto'];
export type AuditPage = Schemas['AuditPageDto'];
/** The actions the server records (its AUDIT_ACTIONS); an entry's `action` may be another text. */
export type AuditAction = Schemas['AuditAction'];

/** The API's error codes (enum ErrorCode of backend/src/common/app-error.ts, generated). */
export type ErrorCode = Schemas['ErrorCode'];

/** The response envelope of every backend call (spec section 7). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
  code?: string;
  details?: Record<string, string>;
}
