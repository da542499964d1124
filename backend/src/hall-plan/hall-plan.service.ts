import { Injectable } from '@nestjs/common';
import { AppError } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import type { HallPlanSlotDto } from '@/hall-plan/dto/hall-plan.dto';
import { HallPlanRepository } from '@/hall-plan/hall-plan.repository';
import { mapWorkingSlot, publishedSlotsAt, sortPlan } from '@/hall-plan/hall-plan.mapper';
import { PUBLIC_LOCATIONS_KEY } from '@/locations/locations.service';
import { atVenue, berlinToday } from '@/schedule/schedule-rules';
import { PUBLIC_WORKSHOPS_KEY } from '@/workshops/workshops.service';

/** One cache entry per venue: `public:hall-plan:<venue id>`. */
export const PUBLIC_HALL_PLAN_PREFIX = 'public:hall-plan:';

/**
 * A venue's plan is built from the published courses (publishing, blocking, deleting a course and
 * every department change invalidate PUBLIC_COURSES_KEY), the published workshops and the venues
 * (a rename changes which slots are there).
 */
export const HALL_PLAN_SOURCES = [PUBLIC_COURSES_KEY, PUBLIC_WORKSHOPS_KEY, PUBLIC_LOCATIONS_KEY];

const NOT_FOUND = 'Die Sportstätte wurde nicht gefunden.';

/** The week view of a venue: every slot there, public (published) and for staff (working copies). */
@Injectable()
export class HallPlanService {
  constructor(
    private readonly repo: HallPlanRepository,
    cache: PublicCache,
  ) {
    // Every venue's plan key is dropped by a change of its sources, also while it loads.
    cache.addDependentPrefix(PUBLIC_HALL_PLAN_PREFIX, HALL_PLAN_SOURCES);
    // The public courses and workshops name each slot's venue as it is called now (placeTimes).
    cache.addDependents([PUBLIC_COURSES_KEY, PUBLIC_WORKSHOPS_KEY], [PUBLIC_LOCATIONS_KEY]);
    cache.addDependentPrefix(PUBLIC_DEPARTMENT_PREFIX, [PUBLIC_LOCATIONS_KEY]);
  }

  /** The cache key of a venue's public plan (its load answers 404 for no venue). */
  publicKey(id: string): string {
    return `${PUBLIC_HALL_PLAN_PREFIX}${id}`;
  }

  /** The published slots of courses and workshops at the venue, Monday first, by start. */
  async publicPlan(id: string): Promise<HallPlanSlotDto[]> {
    const venue = await this.repo.findVenue(id);
    if (!venue) throw AppError.notFound(NOT_FOUND);
    const [courses, workshops] = await Promise.all([
      this.repo.publishedCourses(),
      this.repo.publishedWorkshops(),
    ]);
    return sortPlan(
      [
        ...courses.flatMap((course) => publishedSlotsAt(course, 'course', venue)),
        ...workshops.flatMap((workshop) => publishedSlotsAt(workshop, 'workshop', venue)),
      ].filter(notOver(berlinToday())),
    );
  }

  /**
   * The working copies' slots at the venue (drafts and blocked ones too): what the overlap rule
   * compares a save against, so staff see why a save was refused.
   */
  async staffPlan(id: string): Promise<HallPlanSlotDto[]> {
    const venue = await this.repo.findVenue(id);
    if (!venue) throw AppError.notFound(NOT_FOUND);
    const slots = await this.repo.workingSlots(null);
    return sortPlan(
      slots
        .filter((slot) => atVenue({ venue: slot.venueId, location: slot.location }, venue))
        .map(mapWorkingSlot)
        .filter(notOver(berlinToday())),
    );
  }
}

/** The week view shows every weekly time and the sessions from today on (a past one is over). */
function notOver(today: string) {
  return (slot: HallPlanSlotDto) => !slot.date || slot.date >= today;
}
