/** The form pieces moved to ui/formParts.tsx (the agent centre shares them); the money pages import them from here. */
export * from '../../ui/formParts';
