import { Fragment } from "react";

/**
 * An e-mail address that wraps, when it must, only after its '@' or before a '.': never in the
 * middle of a name or a domain.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className="break-normal">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
