import { colors, space } from './tokens'

/** A thin horizontal rule between sections; `spacing` is the room above and below it. */
export const Divider = ({ spacing = 'xl' }: { spacing?: keyof typeof space }) => (
  <hr
    css={{
      border: 0,
      borderTop: `1px solid ${colors.border}`,
      margin: `${space[spacing]} 0`,
    }}
  />
)
