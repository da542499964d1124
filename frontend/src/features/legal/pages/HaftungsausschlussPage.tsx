import '@/features/legal/legalNamespace';
import { TextPage } from '@/features/legal/components/TextPage';

export function HaftungsausschlussPage() {
  return <TextPage page="haftung" />;
}
