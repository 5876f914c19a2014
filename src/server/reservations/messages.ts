/**
 * The reservation requests' validation texts in en and fr: field labels, the shared message
 * templates of the engine (src/schema/messages.ts style: "Check-in Date is required."), and the
 * rules' own sentences (the spec's where it has one, e.g. the HH:mm message of §5/§8).
 */
import { REQUEST_STATUSES } from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';

const labels: Record<Lang, Record<string, string>> = {
  en: {
    requestGuid: 'Request Guid', agencyId: 'Agency', requestType: 'Request Type', remarks: 'Notes', notes: 'Notes',
    referenceNumber: 'Reference Number', reference: 'Reference Number', version: 'Version',
    requestDestinations: 'Destinations', cityId: 'City', checkInDate: 'Check-in Date', checkOutDate: 'Check-out Date',
    destinationHotels: 'Hotels', hotelId: 'Hotel', destinationHotelRoomPax: 'Rooms', roomTypeId: 'Room Type',
    providingPolicyId: 'Providing Policy', adultCount: 'Adults', childWithBedCount: 'Children with bed',
    childWithNoBedCount: 'Children without bed', infantCount: 'Infants', bedType: 'Bed Type', extraBed: 'Extra Bed',
    twinBed: 'Twin Bed', extendedRoom: 'Extended Room', destinationExcursions: 'Excursions', excursionId: 'Excursion',
    destinationTourServices: 'Tour Services', tourServiceId: 'Tour Service', requestPassengers: 'Passengers',
    firstName: 'First Name', lastName: 'Last Name', gender: 'Gender', dateOfBirth: 'Date of Birth',
    passportNumber: 'Passport Number', ageGroup: 'Age Group', roomNo: 'Room', requestTransportations: 'Transportations',
    transportationTypeId: 'Transportation Type', transportationProviderId: 'Transportation Provider',
    refNumber: 'Flight / Ref Number', originCityId: 'Origin City', destinationCityId: 'Destination City',
    originStationId: 'Origin Station', destinationStationId: 'Destination Station', childCount: 'Children',
    departureDate: 'Departure Date', departureTime: 'Departure Time', arrivalDate: 'Arrival Date', arrivalTime: 'Arrival Time',
    pageIndex: 'pageIndex', pageSize: 'pageSize', sort: 'sort', order: 'order', search: 'Search', statusId: 'Status',
    checkInFrom: 'Check-in from', checkInTo: 'Check-in to', createdFrom: 'Created from', createdTo: 'Created to',
    id: 'Id', description: 'Description',
    counterId: 'Counter', passengerGuid: 'Passenger', transportationGuid: 'Transportation', requestTransportation: 'Transportation',
    destinationService: 'Tour Services', destinationsExcursion: 'Excursions', destinationId: 'Destination',
    tourServiceIds: 'Tour Service', excursionIds: 'Excursion', destinationHotelRequest: 'Hotel', supplierId: 'Supplier',
    operatorId: 'Operator', message: 'Message', commentText: 'Message',
  },
  fr: {
    requestGuid: 'Guid de la demande', agencyId: 'Agence', requestType: 'Type de demande', remarks: 'Notes', notes: 'Notes',
    referenceNumber: 'Numéro de référence', reference: 'Numéro de référence', version: 'Version',
    requestDestinations: 'Destinations', cityId: 'Ville', checkInDate: "Date d'arrivée", checkOutDate: 'Date de départ',
    destinationHotels: 'Hôtels', hotelId: 'Hôtel', destinationHotelRoomPax: 'Chambres', roomTypeId: 'Type de chambre',
    providingPolicyId: 'Formule', adultCount: 'Adultes', childWithBedCount: 'Enfants avec lit',
    childWithNoBedCount: 'Enfants sans lit', infantCount: 'Bébés', bedType: 'Type de lit', extraBed: 'Lit supplémentaire',
    twinBed: 'Lits jumeaux', extendedRoom: 'Chambre agrandie', destinationExcursions: 'Excursions', excursionId: 'Excursion',
    destinationTourServices: 'Circuits', tourServiceId: 'Circuit', requestPassengers: 'Passagers',
    firstName: 'Prénom', lastName: 'Nom', gender: 'Sexe', dateOfBirth: 'Date de naissance',
    passportNumber: 'Numéro de passeport', ageGroup: "Tranche d'âge", roomNo: 'Chambre', requestTransportations: 'Transports',
    transportationTypeId: 'Type de transport', transportationProviderId: 'Transporteur',
    refNumber: 'Numéro de vol / référence', originCityId: "Ville d'origine", destinationCityId: 'Ville de destination',
    originStationId: "Gare / aéroport d'origine", destinationStationId: 'Gare / aéroport de destination', childCount: 'Enfants',
    departureDate: 'Date de départ', departureTime: 'Heure de départ', arrivalDate: "Date d'arrivée", arrivalTime: "Heure d'arrivée",
    pageIndex: 'pageIndex', pageSize: 'pageSize', sort: 'sort', order: 'order', search: 'Recherche', statusId: 'Statut',
    checkInFrom: 'Arrivée à partir du', checkInTo: "Arrivée jusqu'au", createdFrom: 'Créée à partir du', createdTo: "Créée jusqu'au",
    id: 'Id', description: 'Description',
    counterId: 'Guichetier', passengerGuid: 'Passager', transportationGuid: 'Transport', requestTransportation: 'Transport',
    destinationService: 'Circuits', destinationsExcursion: 'Excursions', destinationId: 'Destination',
    tourServiceIds: 'Circuit', excursionIds: 'Excursion', destinationHotelRequest: 'Hôtel', supplierId: 'Fournisseur',
    operatorId: 'Opérateur', message: 'Message', commentText: 'Message',
  },
};

const templates = {
  en: {
    required: '{label} is required.',
    maxLength: '{label} cannot exceed {limit} characters.',
    minimum: '{label} must be at least {limit}.',
    maximum: '{label} cannot exceed {limit}.',
    minItems: 'Add at least {limit} {label}.',
    maxItems: '{label}: at most {limit}.',
    invalid: '{label} is not valid.',
    time: 'Arrival and departure times must be in "HH:mm" format.',
    otaNotOffered: 'OTA requests are not offered: choose FIT, GIT or TIS.',
    emptyDestination: 'Add an excursion, a tour service or a hotel with a room to this destination.',
    noRoom: 'Reserve at least one room.',
    roomLimit: 'A {limit} request can hold at most {count} rooms per destination.',
    checkOutAfterCheckIn: 'Check-out date must be after the check-in date.',
    arrivalAfterDeparture: 'Arrival must not be before departure.',
    hotelNotInCity: 'The hotel is not in the city of this destination.',
    roomTypeNotOfHotel: 'The room type is not a room type of this hotel.',
    policyNotOfRoomType: 'The providing policy is not offered for this room type.',
    excursionNotInCity: 'The excursion is not offered in the city of this destination.',
    stationNotInCity: 'The station is not in the chosen city.',
    tooManyAdults: 'This room type takes at most {limit} adults.',
    tooManyChildren: 'This room type takes at most {limit} children.',
    firstPassenger: 'The first passenger of the first room needs a first and a last name.',
    roomNotReserved: 'Room {limit} is not reserved.',
    futureBirth: 'Date of Birth cannot be in the future.',
    guidOfOther: 'This request guid belongs to another request.',
    deleted: 'This request was deleted.',
    // amendments (activity/)
    amendmentUnchanged: 'The amendment changes nothing.',
    amendmentNotPending: 'Only a pending amendment can be approved or rejected.',
    amendmentOutdated: 'The request has changed since this amendment was submitted: approving it would undo that change. Reject it and ask for a new amendment.',
    amendmentCompanyOnly: 'Only company users can approve or reject an amendment.',
    cancelled: 'This request is cancelled: it cannot be changed.',
    companyOnly: 'Only company users can do this.',
    agencyMayOnlyCancel: 'Agency users can only cancel a request.',
    transportationNotFound: 'This transportation is not part of the request.',
    destinationNotOfRequest: 'This destination is not part of the request.',
    hotelNotOfDestination: 'This hotel is not booked in this destination.',
    passengerNotOfRequest: 'This passenger is not part of the request.',
    listedTwice: '{label} is listed twice.',
  },
  fr: {
    required: '{label} est obligatoire.',
    maxLength: '{label} ne peut pas dépasser {limit} caractères.',
    minimum: '{label} doit être au moins {limit}.',
    maximum: '{label} ne peut pas dépasser {limit}.',
    minItems: 'Ajoutez au moins {limit} élément(s) : {label}.',
    maxItems: '{label} : {limit} au plus.',
    invalid: "{label} n'est pas valide.",
    time: "Les heures d'arrivée et de départ doivent être au format « HH:mm ».",
    otaNotOffered: 'Les demandes OTA ne sont pas proposées : choisissez FIT, GIT ou TIS.',
    emptyDestination: 'Ajoutez une excursion, un circuit ou un hôtel avec une chambre à cette destination.',
    noRoom: 'Réservez au moins une chambre.',
    roomLimit: 'Une demande {limit} compte au plus {count} chambres par destination.',
    checkOutAfterCheckIn: "La date de départ doit suivre la date d'arrivée.",
    arrivalAfterDeparture: "L'arrivée ne peut pas précéder le départ.",
    hotelNotInCity: "L'hôtel n'est pas dans la ville de cette destination.",
    roomTypeNotOfHotel: "Ce type de chambre n'appartient pas à cet hôtel.",
    policyNotOfRoomType: "Cette formule n'est pas proposée pour ce type de chambre.",
    excursionNotInCity: "Cette excursion n'est pas proposée dans la ville de cette destination.",
    stationNotInCity: "La gare / l'aéroport n'est pas dans la ville choisie.",
    tooManyAdults: 'Ce type de chambre accueille au plus {limit} adultes.',
    tooManyChildren: 'Ce type de chambre accueille au plus {limit} enfants.',
    firstPassenger: 'Le premier passager de la première chambre doit avoir un prénom et un nom.',
    roomNotReserved: "La chambre {limit} n'est pas réservée.",
    futureBirth: 'La date de naissance ne peut pas être dans le futur.',
    guidOfOther: 'Ce guid appartient à une autre demande.',
    deleted: 'Cette demande a été supprimée.',
    amendmentUnchanged: 'La modification demandée ne change rien.',
    amendmentNotPending: 'Seule une modification en attente peut être approuvée ou rejetée.',
    amendmentOutdated: 'La demande a changé depuis l\'envoi de cette modification : l\'approuver annulerait ce changement. Rejetez-la et demandez une nouvelle modification.',
    amendmentCompanyOnly: 'Seuls les utilisateurs de la société peuvent approuver ou rejeter une modification.',
    cancelled: 'Cette demande est annulée : elle ne peut plus être modifiée.',
    companyOnly: 'Seuls les utilisateurs de la société peuvent faire cela.',
    agencyMayOnlyCancel: "Les utilisateurs d'agence peuvent seulement annuler une demande.",
    transportationNotFound: "Ce transport ne fait pas partie de la demande.",
    destinationNotOfRequest: 'Cette destination ne fait pas partie de la demande.',
    hotelNotOfDestination: "Cet hôtel n'est pas réservé dans cette destination.",
    passengerNotOfRequest: 'Ce passager ne fait pas partie de la demande.',
    listedTwice: '{label} figure deux fois.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof typeof templates.en;

/** The label of a field path's last property: `requestDestinations[0].checkInDate` → "Check-in Date". */
export function labelOf(lang: Lang, path: string): string {
  const name = path.replace(/\[\d+\]/g, '').split('.').pop() ?? path;
  return labels[lang][name] ?? name;
}

export function message(lang: Lang, key: MessageKey, path = '', values: { limit?: string | number; count?: number } = {}): string {
  return templates[lang][key]
    .replace('{label}', labelOf(lang, path))
    .replace('{limit}', String(values.limit ?? ''))
    .replace('{count}', String(values.count ?? ''));
}

/**
 * Request and hotel reservation statuses (spec §3) in the caller's language; English keeps the
 * spec's names (`TempRequest`, `Pending`, ...), French the SPA's labels (public/i18n/fr.json).
 */
const statusLabels: Record<Lang, Record<number, string>> = {
  en: REQUEST_STATUSES,
  fr: { 0: 'Demande temporaire', 1: 'Confirmée', 2: 'En traitement', 3: 'En attente', 4: 'Terminée', 5: 'Annulée', 6: 'Rejetée' },
};

export function statusLabel(lang: Lang, statusId: number): string | null {
  return statusLabels[lang][statusId] ?? null;
}
