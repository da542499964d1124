import { Module } from '@nestjs/common';
import { PreferencesPageController } from '@/pages/preferences.page.controller';

/** The page forms of the visitor's choices (theme, cookie notice); PageServer is AppModule's. */
@Module({ controllers: [PreferencesPageController] })
export class PagesModule {}
