// What other features may use of the login (the password pages share its bot check and e-mail
// rule). Re-exports only: index files are built as free of side effects (vite.config.ts).
export { BOT_CHECK_SITE_KEY, BotCheck } from '@/features/login/components/BotCheck';
export { EMAIL_PATTERN_ATTRIBUTE, validateLogin } from '@/features/login/loginValidation';
