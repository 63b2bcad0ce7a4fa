/** The hero's own texts (the landing page's messages take them from here). */
export const heroTexts = {
  heading: 'Ihr Marktplatz für die Region',
  lead: 'Produkte, Handwerk und Dienstleistungen von geprüften Anbietern aus Ihrer Nähe.',
  primary: 'Marktplatz entdecken',
  secondary: 'Anbieter werden',
} as const;
