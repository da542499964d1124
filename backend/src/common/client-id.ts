import { UuidField } from '@/common/fields';

const DESCRIPTION =
  'Client-made id (UUID), so that what a device creates offline can be edited, given an image ' +
  'or deleted before it syncs. Without it the server makes one. An id already taken answers 409.';

/**
 * The optional `_id` every create body accepts (DESIGN section 6, FRONTEND.md). A taken id fails
 * on the table's primary key and answers 409 CONFLICT (common/error-response.ts): never an overwrite.
 */
export class ClientIdDto {
  @UuidField({ optional: true, description: DESCRIPTION }) _id?: string;
}
