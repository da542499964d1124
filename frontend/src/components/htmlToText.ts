/** Plain text of server-sanitized HTML, without a DOM (the server render prints the same text). */
export { plainText as htmlToText } from '@/components/format/plainText';
