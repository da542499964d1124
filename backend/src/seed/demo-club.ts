import type { clubSettings } from '@/db/schema';

/**
 * The demo club's settings (the back office's "Verein"): a fictional club, its address, board,
 * register and contacts. Only the demo seed writes them; a real club enters its own at setup and
 * on the settings screen.
 */
export const demoClub: typeof clubSettings.$inferInsert = {
  id: 1,
  name: 'TuS Musterstadt 1887 e.V.',
  shortName: 'TuS 1887',
  foundingYear: 1887,
  street: 'Turnerweg 12',
  postalCode: '12345',
  city: 'Musterstadt',
  phone: '+49 1234 567890',
  email: 'info@tus-musterstadt.de',
  officeHours: [
    { day: 'Dienstag', opens: '15:30', closes: '17:30' },
    { day: 'Donnerstag', opens: '10:00', closes: '12:00' },
  ],
  childWelfare: {
    name: 'Miriam Adler',
    email: 'kinderschutz@tus-musterstadt.de',
    phone: '+49 1234 567899',
  },
  registerCourt: 'Amtsgericht Musterstadt',
  registerNumber: 'VR 1887',
  // The same board as the Vorstand PDF (scripts/make-form-pdfs.mjs) and the blog.
  board: [
    { role: '1. Vorsitzende', name: 'Gabriele Hartmann' },
    { role: '2. Vorsitzende', name: 'Aylin Demir' },
    { role: 'Kassenwart', name: 'Jens Hoffmann' },
  ],
  social: [{ label: 'Instagram', url: 'https://www.instagram.com/tus_musterstadt_1887' }],
  officeEmail: 'geschaeftsstelle@tus-musterstadt.de',
  mailSenderName: null,
  workshopUserEmail: 'workshops@tus-musterstadt.de',
  workshopUserName: 'Workshop Team',
};
