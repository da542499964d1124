import { mailboxOf } from '@/mail/mailbox';

describe('mailboxOf', () => {
  it.each([
    ['victim@example.org', 'victim@example.org'],
    ['VICTIM@Example.ORG', 'victim@example.org'],
    ['victim+1@example.org', 'victim@example.org'],
    ['victim+bookings+2@example.org', 'victim@example.org'],
    ['"victim+q1"@example.org', 'victim@example.org'],
    ['"victim"@example.org', 'victim@example.org'],
    ['"vic\\tim"@example.org', 'victim@example.org'],
    [' victim@example.org. ', 'victim@example.org'],
    ['vic\u200btim@exa\u200dmple.org', 'victim@example.org'],
    ['victim@ＥＸＡＭＰＬＥ.org', 'victim@example.org'],
    ['victim@bücher.example', 'victim@xn--bcher-kva.example'],
    ['victim@xn--bcher-kva.example', 'victim@xn--bcher-kva.example'],
    ['v.i.c.t.i.m+x@googlemail.com', 'victim@gmail.com'],
    ['Victim@GMAIL.com', 'victim@gmail.com'],
  ])('reads %s as the mailbox %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('keeps what tells two mailboxes apart', () => {
    expect(mailboxOf('erika@example.org')).not.toBe(mailboxOf('erika@example.com'));
    expect(mailboxOf('e.rika@example.org')).not.toBe(mailboxOf('erika@example.org'));
    expect(mailboxOf('+tag@example.org')).toBe('+tag@example.org');
  });
});
