/**
 * The names an issued document's electronic forms are saved under, by the server
 * (Content-Disposition) and the admin alike: the number first, so that an accountant's folder
 * sorts them beside the document's PDF.
 */
export const facturxFileName = (number: string) => `${number}-factur-x.pdf`;
export const ciiFileName = (number: string) => `${number}-cii.xml`;
