/** The hero's own texts; the entry script's static hero uses them too, so they live in this small module. */
export const heroTexts = {
  heading: 'Ihr Marktplatz für die Region',
  lead: 'Produkte, Handwerk und Dienstleistungen von geprüften Anbietern aus Ihrer Nähe.',
  primary: 'Marktplatz entdecken',
  secondary: 'Anbieter werden',
} as const;
