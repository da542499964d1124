import type { DbOrTx } from '@/db/client';
import { supportRequests } from '@/db/schema';

const DAY = 86_400_000;

/** A few contact-form messages in the demo inbox (fictional senders, example.de addresses). */
export async function seedDemoSupport(tx: DbOrTx, now = Date.now()): Promise<void> {
  const at = (days: number) => new Date(now - days * DAY);
  await tx.insert(supportRequests).values([
    {
      name: 'Sabine Krüger',
      email: 'sabine.krueger@example.de',
      phone: '0123 987654',
      subject: 'Probetraining Eltern-Kind-Turnen',
      message:
        'Hallo liebes Team, mein Sohn ist drei Jahre alt. Dürfen wir einmal zum Eltern-Kind-Turnen am Dienstag vorbeikommen? Brauchen wir dafür etwas Besonderes?\n\nViele Grüße\nSabine Krüger',
      mailStatus: 'sent',
      mailAttempts: 1,
      mailSentAt: at(1),
      createdAt: at(1),
      updatedAt: at(1),
    },
    {
      name: 'Mehmet Yılmaz',
      email: 'm.yilmaz@example.de',
      subject: 'Mitgliedsbeitrag Familie',
      message:
        'Guten Tag, wie hoch ist der Familienbeitrag für zwei Erwachsene und zwei Kinder, und ab wann gilt er? Danke!',
      mailStatus: 'sent',
      mailAttempts: 1,
      mailSentAt: at(4),
      createdAt: at(4),
      updatedAt: at(4),
    },
    {
      name: 'Gertrud Wagner',
      email: 'gertrud.wagner@example.de',
      phone: '0123 445566',
      subject: 'Hallenschlüssel Seniorengymnastik',
      message:
        'Der Schlüssel für den Geräteraum in der Lindenschule klemmt seit letzter Woche. Könnte sich das bitte jemand ansehen?',
      // Read in the inbox before it was handled.
      readAt: at(10),
      done: true,
      doneAt: at(9),
      mailStatus: 'sent',
      mailAttempts: 1,
      mailSentAt: at(12),
      version: 2,
      createdAt: at(12),
      updatedAt: at(9),
    },
  ]);
}
