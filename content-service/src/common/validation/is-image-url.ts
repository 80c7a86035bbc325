import { isHttpUrl } from '@site/nest-server-kit';
import { type ValidationArguments, type ValidationOptions, registerDecorator } from 'class-validator';
import { SITE_IMAGE_PATH } from '../../content/html-sanitiser';

/** A featured image: an http(s) URL (the editor warns that http: is blocked on an https: site), or a same-site path under /media/ (the library) or /images/. */
export function isImageUrl(value: unknown): boolean {
  return isHttpUrl(value) || (typeof value === 'string' && SITE_IMAGE_PATH.test(value.trim()));
}

export function IsImageUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isImageUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) => `${args.property} must be an http:// or https:// URL, or a path on this site under /media/ or /images/`,
        ...options,
      },
      validator: { validate: isImageUrl },
    });
  };
}
