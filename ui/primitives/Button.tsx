import type { ButtonHTMLAttributes } from 'react'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary: the view's main action; plain otherwise. */
  variant?: 'primary' | 'plain' | undefined
}

/** The modal's button, in its theme; type="button" unless told otherwise. */
export function Button({ variant = 'plain', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', variant === 'primary' ? 'primary' : '', className ?? ''].filter(Boolean)
  return <button type={type} className={classes.join(' ')} {...rest} />
}
