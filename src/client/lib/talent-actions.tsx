import { type ComponentType, createContext, useContext } from "react";

/** The talent a card or a profile shows, as the actions on it need it. */
export type TalentActionTarget = { id: string; slug: string; name: string };

export type TalentActionsProps = {
  talent: TalentActionTarget;
  /** Where the actions sit: on a card of a list, or in a profile's header. */
  placement: "card" | "profile";
};

const TalentActionsContext = createContext<ComponentType<TalentActionsProps> | null>(null);

/**
 * Where the app shell puts the actions of another domain (the workspace's favourite heart and
 * "Add to shortlist") on every talent card and profile, so the talents domain shows them without
 * importing that domain.
 */
export const TalentActionsProvider = TalentActionsContext.Provider;

/** The actions the shell provided for this talent, or nothing. */
export function TalentActions(props: TalentActionsProps) {
  const Actions = useContext(TalentActionsContext);
  return Actions ? <Actions {...props} /> : null;
}
