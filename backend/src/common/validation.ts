import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError, ErrorCode } from './app-error';

/** German fallbacks for constraints whose decorator gave no message of its own. */
const FALLBACK: Record<string, string> = {
  whitelistValidation: 'Dieses Feld ist nicht erlaubt.',
  isNotEmpty: 'Dieses Feld wird benötigt.',
  isDefined: 'Dieses Feld wird benötigt.',
  isString: 'Bitte gib einen Text ein.',
  isInt: 'Bitte gib eine ganze Zahl ein.',
  isBoolean: 'Bitte wähle ja oder nein.',
  isUuid: 'Die Kennung ist ungültig.',
  isArray: 'Bitte gib eine Liste an.',
  isObject: 'Bitte gib ein Objekt an.',
  nestedValidation: 'Die Angaben sind ungültig.',
};

function collect(errors: ValidationError[], prefix: string, out: Record<string, string>): void {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // A missing value is reported as missing, not as malformed (spec section 5: "Email wird benötigt").
    const first =
      ['isNotEmpty', 'isDefined'].find((c) => c in constraints) ?? Object.keys(constraints)[0];
    if (first) {
      const text = constraints[first];
      // class-validator's own English defaults ("property x should not exist", "x must be …"); use ours.
      const english = !text || first === 'whitelistValidation' || text.startsWith(error.property);
      out[field] = english ? (FALLBACK[first] ?? 'Ungültiger Wert.') : text;
    }
    if (error.children?.length) collect(error.children, field, out);
  }
}

export function validationDetails(errors: ValidationError[]): Record<string, string> {
  const details: Record<string, string> = {};
  collect(errors, '', details);
  return details;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: validationDetails(errors),
      }),
  });
}

/**
 * Validates a body that did not come through a route's own @Body() type (a page's HTML form, say)
 * exactly as the global pipe validates one: the DTO instance, or AppError VALIDATION_FAILED.
 */
export async function validateBody<T extends object>(
  metatype: new () => T,
  value: unknown,
): Promise<T> {
  return (await createValidationPipe().transform(value, { type: 'body', metatype })) as T;
}
