import '@/features/legal/legalNamespace';
import { TextPage } from '@/features/legal/components/TextPage';

export function DatenschutzPage() {
  return <TextPage page="datenschutz" />;
}
