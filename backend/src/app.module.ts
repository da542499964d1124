import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule, type Params as LoggerParams } from 'nestjs-pino';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import type { DatabaseHandle } from '@/db/client';
import { DbModule } from '@/db/db.module';
import { CommonModule } from '@/common/common.module';
import { AllExceptionsFilter } from '@/common/all-exceptions.filter';
import { IdempotencyInterceptor } from '@/common/idempotency/idempotency.interceptor';
import { AuthModule } from '@/auth/auth.module';
import { AuditModule } from '@/audit/audit.module';
import { MailModule } from '@/mail/mail.module';
import { AppConfigModule } from '@/app-config/app-config.module';
import { CoursesModule } from '@/courses/courses.module';
import { LocationsModule } from '@/locations/locations.module';
import { WorkshopsModule } from '@/workshops/workshops.module';
import { DepartmentsModule } from '@/departments/departments.module';
import { PublishingModule } from '@/publishing/publishing.module';
import { UsersModule } from '@/users/users.module';
import { FilesModule } from '@/files/files.module';
import { DocumentsModule } from '@/documents/documents.module';
import { PostsModule } from '@/posts/posts.module';
import { NewsModule } from '@/news/news.module';
import { SponsorsModule } from '@/sponsors/sponsors.module';
import { BannersModule } from '@/banners/banners.module';
import { EventsModule } from '@/events/events.module';
import { FunrunsModule } from '@/funruns/funruns.module';
import { ClubModule } from '@/club/club.module';
import { TextsModule } from '@/texts/texts.module';
import { SupportModule } from '@/support/support.module';
import { BackupModule } from '@/backup/backup.module';
import { AccountModule } from '@/account/account.module';
import { TrainersModule } from '@/trainers/trainers.module';
import { DashboardModule } from '@/dashboard/dashboard.module';
import { PageViewsModule } from '@/pageviews/pageviews.module';
import { HealthModule } from '@/health/health.module';
import { PrivacyModule } from '@/privacy/privacy.module';
import { PageServer } from '@/pages/page-server';
import { PagesModule } from '@/pages/pages.module';
import { SeoModule } from '@/seo/seo.module';
import { HistoryModule } from '@/history/history.module';
import { ScheduleModule } from '@/schedule/schedule.module';
import { RegistrationsModule } from '@/registrations/registrations.module';
import { TrialsModule } from '@/trials/trials.module';
import { CalendarModule } from '@/calendar/calendar.module';
import { HallPlanModule } from '@/hall-plan/hall-plan.module';
import { SetupModule } from '@/setup/setup.module';

@Module({})
export class AppModule {
  static register(
    config: AppConfig,
    database: DatabaseHandle,
    logging: LoggerParams,
  ): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot(logging),
        DbModule.forHandle(database),
        CommonModule,
        AuditModule,
        MailModule,
        UsersModule,
        AuthModule,
        AppConfigModule,
        DepartmentsModule,
        PublishingModule,
        CoursesModule,
        LocationsModule,
        FilesModule,
        DocumentsModule,
        WorkshopsModule,
        PostsModule,
        NewsModule,
        SponsorsModule,
        BannersModule,
        FunrunsModule,
        EventsModule,
        ClubModule,
        TextsModule,
        SupportModule,
        BackupModule,
        AccountModule,
        TrainersModule,
        DashboardModule,
        PageViewsModule,
        HealthModule,
        PrivacyModule,
        SeoModule,
        HistoryModule,
        ScheduleModule,
        TrialsModule,
        RegistrationsModule,
        CalendarModule,
        HallPlanModule,
        SetupModule,
        PagesModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        PageServer,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
      // PageServer: the page forms' filter renders their answers (pages/page-form.filter.ts).
      exports: [APP_CONFIG, PageServer],
    };
  }
}
