import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { isPublicCourse } from '@/courses/public-course';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { courseRevisions, courses, departments, locations, news, posts } from '@/db/schema';

export interface FeedRow {
  id: string;
  title: string;
  text: string;
  photoUrl: string | null;
  createdAt: Date;
}

/** The few columns the sitemap and the feeds need; only what the public API shows. */
@Injectable()
export class SeoRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Unblocked posts, newest first (as the public blog). */
  latestPosts(limit: number): Promise<FeedRow[]> {
    return this.db
      .select({
        id: posts.id,
        title: posts.title,
        text: posts.text,
        photoUrl: posts.photoUrl,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .where(eq(posts.blocked, false))
      .orderBy(desc(posts.createdAt), desc(posts.articleNumber))
      .limit(limit);
  }

  latestNews(limit: number): Promise<FeedRow[]> {
    return this.db
      .select({
        id: news.id,
        title: news.title,
        text: news.text,
        photoUrl: news.photoUrl,
        createdAt: news.createdAt,
      })
      .from(news)
      .orderBy(desc(news.createdAt))
      .limit(limit);
  }

  postPages(): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: posts.id, updatedAt: posts.updatedAt })
      .from(posts)
      .where(eq(posts.blocked, false))
      .orderBy(desc(posts.createdAt));
  }

  departmentPages(): Promise<{ name: string; updatedAt: Date }[]> {
    return this.db
      .select({ name: departments.name, updatedAt: departments.updatedAt })
      .from(departments)
      .where(eq(departments.public, true))
      .orderBy(asc(departments.title));
  }

  /** The public courses' pages (`/{lang}/angebot/{slug}`), with what their slugs are made of. */
  coursePages(): Promise<{ id: string; title: string; departmentName: string; updatedAt: Date }[]> {
    return this.db
      .select({
        id: courses.id,
        title: sql<string>`${courseRevisions.snapshot}->>'title'`,
        departmentName: departments.name,
        updatedAt: courseRevisions.createdAt,
      })
      .from(courses)
      .innerJoin(courseRevisions, eq(courses.publishedRevisionId, courseRevisions.id))
      .innerJoin(departments, eq(courses.departmentId, departments.id))
      .where(isPublicCourse());
  }

  /** Every venue has a public hall plan (`/{lang}/sportstaetten/{id}`). */
  venuePages(): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: locations.id, updatedAt: locations.updatedAt })
      .from(locations)
      .orderBy(asc(locations.name));
  }
}
