import { type InputHTMLAttributes, useId } from 'react'

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The visible label; the input is named by it. */
  label: string
  /** A message under the input (a validation error); announced and linked to the input. */
  error?: string | undefined
}

/** A labelled text input in the modal's theme, with its error announced. */
export function Input({ label, error, className, ...rest }: InputProps) {
  const id = useId()
  return (
    <label className="field" htmlFor={id}>
      <span className="field-label">{label}</span>
      <input
        id={id}
        className={['search', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error ? (
        <span id={`${id}-error`} className="error-text" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  )
}
