import '@/features/legal/legalNamespace';
import { TextPage } from '@/features/legal/components/TextPage';

export function ImpressumPage() {
  return <TextPage page="impressum" />;
}
