import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/** The value is >= the sibling property (checked only when both are numbers). */
export function NotLessThan(property: string, message: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notLessThan',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message, ...options },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          return typeof value !== 'number' || typeof other !== 'number' || value >= other;
        },
      },
    });
}

/** The "HH:mm" value is later than the sibling "HH:mm" property. */
export function TimeAfter(property: string, message: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'timeAfter',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message, ...options },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          // Only compare two well-formed times; a malformed one is reported on its own field.
          const hhmm = /^\d{2}:\d{2}$/;
          if (typeof value !== 'string' || typeof other !== 'string') return true;
          return !hhmm.test(value) || !hhmm.test(other) || value > other;
        },
      },
    });
}
