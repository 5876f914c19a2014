/**
 * Demo rows of the reference entities built on the base data of demo-data.ts (countries,
 * cities, infra types): zones, stations, transportation providers and preset details,
 * nationality and agency groups, amenities, room services, hotels with room types and
 * providing policies, suppliers, tours and excursions. Deterministic: no random values.
 */
import { FARES, nightlyRate } from './demo-prices.js';

type SeedRow = Record<string, unknown> & { id: number };

export interface BaseRows {
  countries: SeedRow[];
  cities: SeedRow[];
  infraTypes: SeedRow[];
}

/** `[title, ...] → rows` with ids 1..n. */
const numbered = <T extends Record<string, unknown>>(rows: T[]): (T & { id: number })[] =>
  rows.map((row, i) => ({ id: i + 1, ...row }));

export function referenceRows(base: BaseRows): [string, SeedRow[]][] {
  const byTitle = (rows: SeedRow[], title: string, where: string): number => {
    const row = rows.find((r) => r.title === title);
    if (!row) throw new Error(`Demo data: no ${where} "${title}"`);
    return row.id;
  };
  const city = (title: string) => byTitle(base.cities, title, 'city');
  const countryOf = (cityTitle: string) => base.cities.find((c) => c.id === city(cityTitle))!.countryId as number;
  const country = (title: string) => byTitle(base.countries, title, 'country');
  const type = (groupId: number, title: string) =>
    byTitle(
      base.infraTypes.filter((t) => t.typeGroupId === groupId),
      title,
      `infra type of group ${groupId}`,
    );

  const zones = numbered(
    (
      [
        ['Paris', ['Champs-Élysées', 'Le Marais', 'Montmartre', 'Saint-Germain']],
        ['Istanbul', ['Sultanahmet', 'Taksim', 'Beşiktaş']],
        ['Antalya', ['Lara', 'Kaleiçi', 'Konyaaltı']],
        ['London', ['Westminster', 'Kensington', 'City of London']],
        ['Dubai', ['Downtown', 'Dubai Marina', 'Deira', 'Jumeirah']],
        ['Rome', ['Centro Storico', 'Trastevere']],
        ['Barcelona', ['Eixample', 'Gothic Quarter']],
        ['New York', ['Midtown', 'Lower Manhattan']],
      ] as const
    ).flatMap(([c, names]) => names.map((title) => ({ title, cityId: city(c) }))),
  );

  const stations = numbered(
    (
      [
        ['Charles de Gaulle Airport', 'CDG', 'Airport', 'Paris'],
        ['Orly Airport', 'ORY', 'Airport', 'Paris'],
        ['Paris Gare de Lyon', 'PGL', 'Train Station', 'Paris'],
        ['Lyon Part-Dieu', 'LPD', 'Train Station', 'Lyon'],
        ["Nice Côte d'Azur Airport", 'NCE', 'Airport', 'Nice'],
        ['Istanbul Airport', 'IST', 'Airport', 'Istanbul'],
        ['Sabiha Gökçen Airport', 'SAW', 'Airport', 'Istanbul'],
        ['Antalya Airport', 'AYT', 'Airport', 'Antalya'],
        ['Heathrow Airport', 'LHR', 'Airport', 'London'],
        ['London St Pancras', 'STP', 'Train Station', 'London'],
        ['Edinburgh Waverley', 'EDW', 'Train Station', 'Edinburgh'],
        ['JFK International Airport', 'JFK', 'Airport', 'New York'],
        ['Miami International Airport', 'MIA', 'Airport', 'Miami'],
        ['Dubai International Airport', 'DXB', 'Airport', 'Dubai'],
        ['Abu Dhabi International Airport', 'AUH', 'Airport', 'Abu Dhabi'],
        ['Roma Termini', 'RMT', 'Train Station', 'Rome'],
        ['Fiumicino Airport', 'FCO', 'Airport', 'Rome'],
        ['Venezia Santa Lucia', 'VSL', 'Train Station', 'Venice'],
        ['Madrid Atocha', 'MAT', 'Train Station', 'Madrid'],
        ['Barcelona El Prat Airport', 'BCN', 'Airport', 'Barcelona'],
        ['Berlin Hauptbahnhof', 'BHF', 'Train Station', 'Berlin'],
        ['Athens International Airport', 'ATH', 'Airport', 'Athens'],
        ['Piraeus Port', 'PIR', 'Seaport', 'Athens'],
        ['Athinios Port', 'JTP', 'Seaport', 'Santorini'],
        ['Cairo International Airport', 'CAI', 'Airport', 'Cairo'],
        ['Tokyo Haneda Airport', 'HND', 'Airport', 'Tokyo'],
        ['Zurich HB', 'ZHB', 'Train Station', 'Zurich'],
      ] as const
    ).map(([title, code, t, c]) => ({ title, code, typeId: type(14, t), cityId: city(c) })),
  );
  const station = (code: string) => stations.find((s) => s.code === code)!.id;

  const providers = numbered(
    (
      [
        ['Air France', 'AF', 'Flight', '+33 9 69 39 36 54'],
        ['Turkish Airlines', 'TK', 'Flight', '+90 850 333 0 849'],
        ['British Airways', 'BA', 'Flight', '+44 344 493 0787'],
        ['Emirates', 'EK', 'Flight', '+971 600 555555'],
        ['Lufthansa', 'LH', 'Flight', '+49 69 86 799 799'],
        ['ITA Airways', 'AZ', 'Flight', '+39 06 85960020'],
        ['Pegasus Airlines', 'PC', 'Flight', '+90 888 228 1212'],
        ['SNCF Voyageurs', 'SNF', 'Train', '+33 9 70 60 99 70'],
        ['Eurostar', 'ES', 'Train', '+44 3432 186 186'],
        ['Trenitalia', 'TI', 'Train', '+39 06 6847 5475'],
        ['Renfe', 'RN', 'Train', '+34 912 320 320'],
        ['Blue Star Ferries', 'BSF', 'Ferry', '+30 210 891 9800'],
      ] as const
    ).map(([title, code, t, phone]) => ({ title, code, typeId: type(13, t), phone, farePerPerson: FARES[code] })),
  );
  const provider = (code: string) => providers.find((p) => p.code === code)!.id;

  const transportationDetails = numbered(
    (
      [
        ['AF 1390', 'AF', 'Flight', 'CDG', 'IST', '09:45', '14:20'],
        ['TK 1822', 'TK', 'Flight', 'IST', 'CDG', '08:10', '10:55'],
        ['TK 2412', 'TK', 'Flight', 'IST', 'AYT', '12:30', '13:55'],
        ['BA 304', 'BA', 'Flight', 'LHR', 'CDG', '07:20', '09:35'],
        ['EK 73', 'EK', 'Flight', 'CDG', 'DXB', '21:55', '07:05'],
        ['EK 2', 'EK', 'Flight', 'DXB', 'LHR', '07:45', '11:50'],
        ['LH 1039', 'LH', 'Flight', 'FCO', 'CDG', '10:10', '12:15'],
        ['PC 1205', 'PC', 'Flight', 'SAW', 'AYT', '15:40', '17:00'],
        ['ES 9014', 'ES', 'Train', 'STP', 'PGL', '08:01', '11:17'],
        ['TGV 6601', 'SNF', 'Train', 'PGL', 'LPD', '07:00', '08:56'],
        ['FR 9511', 'TI', 'Train', 'RMT', 'VSL', '09:50', '13:45'],
        ['BSF 301', 'BSF', 'Ferry', 'PIR', 'JTP', '07:25', '15:10'],
      ] as const
    ).map(([refNumber, p, t, from, to, departureTime, arrivalTime]) => {
      const origin = stations.find((s) => s.code === from)!;
      const destination = stations.find((s) => s.code === to)!;
      return {
        refNumber,
        airlineProviderId: provider(p),
        typeId: type(13, t),
        originCityId: origin.cityId,
        originStationId: station(from),
        destinationCityId: destination.cityId,
        destinationStationId: station(to),
        departureTime,
        arrivalTime,
      };
    }),
  );

  const nationalityGroups = numbered(
    [
      ['European Union', 'EU', 'Citizens of the 27 EU member states.'],
      ['GCC Countries', 'GCC', 'Gulf Cooperation Council nationals.'],
      ['North America', 'NA', 'United States and Canada.'],
      ['United Kingdom', 'UK', 'British citizens.'],
      ['Turkey', 'TR', 'Turkish citizens.'],
      ['Asia Pacific', 'APAC', 'Japan, Korea, Australia and neighbours.'],
      ['Rest of World', 'ROW', 'Every other nationality.'],
    ].map(([title, code, description]) => ({ title, code, description })),
  );

  const agencyGroups = numbered(
    [
      ['Premium Partners', 'Agencies with a yearly volume above 1,000 room nights.'],
      ['Standard Partners', 'Agencies on the standard contract.'],
      ['Online Travel Agencies', 'Agencies selling through their own online platform.'],
      ['Corporate Travel', 'Travel management companies serving corporate accounts.'],
    ].map(([title, description]) => ({ title, description })),
  );

  const amenities = numbered(
    [
      ['Swimming Pool', 'Outdoor pool open <strong>May to October</strong>, heated in spring.'],
      ['Free Wi-Fi', 'Wireless internet in every room and public area.'],
      ['Spa & Wellness', 'Sauna, hammam and massage rooms; <em>booking advised</em>.'],
      ['Fitness Centre', 'Open 24 hours for in-house guests.'],
      ['Airport Shuttle', 'Scheduled shuttle to the nearest airport, on request.'],
      ['Restaurant', 'À la carte restaurant serving local cuisine.'],
      ['Kids Club', 'Supervised activities for children aged 4 to 12.'],
      ['Private Beach', 'Sun loungers and umbrellas included.'],
      ['Parking', 'Covered parking on site.'],
      ['Business Centre', 'Meeting rooms, printing and video conferencing.'],
    ].map(([title, text]) => ({ title, description: `<p>${text}</p>` })),
  );

  const roomServices = numbered(
    [
      ['In-Room Breakfast', 'BRK'],
      ['Laundry', 'LND'],
      ['Minibar Refill', 'MNB'],
      ['Late Checkout', 'LCO'],
      ['Extra Bed', 'EXB'],
      ['Baby Cot', 'COT'],
      ['Turndown Service', 'TDS'],
      ['24-Hour Dining', 'DIN'],
    ].map(([title, code]) => ({ title, code, description: `${title} on request at the front desk.` })),
  );

  const hotelList: [string, number, string, string, string][] = [
    ['Hôtel Lumière Opéra', 4, 'Paris', '12 Rue Scribe, 75009 Paris', '+33 1 44 00 10 10'],
    ['Le Marais Boutique Hotel', 3, 'Paris', '8 Rue de Turenne, 75004 Paris', '+33 1 44 00 20 20'],
    ['Riviera Palace Nice', 5, 'Nice', '37 Promenade des Anglais, 06000 Nice', '+33 4 93 00 30 30'],
    ['Bosphorus Grand Hotel', 5, 'Istanbul', 'Çırağan Cd. 28, Beşiktaş, Istanbul', '+90 212 000 40 40'],
    ['Sultanahmet Heritage Inn', 3, 'Istanbul', 'Kabasakal Cd. 5, Fatih, Istanbul', '+90 212 000 50 50'],
    ['Lara Beach Resort', 5, 'Antalya', 'Lara Cd. 140, Muratpaşa, Antalya', '+90 242 000 60 60'],
    ['Cappadocia Cave Suites', 4, 'Cappadocia', 'Aydınlı Mh., Göreme, Nevşehir', '+90 384 000 70 70'],
    ['Thames View Hotel', 4, 'London', '1 Westminster Bridge Rd, London SE1', '+44 20 7000 8080'],
    ['Kensington Gardens Hotel', 3, 'London', '9 Kensington Gardens Sq, London W2', '+44 20 7000 9090'],
    ['Royal Mile Residence', 4, 'Edinburgh', '125 High St, Edinburgh EH1', '+44 131 000 1010'],
    ['Manhattan Midtown Suites', 4, 'New York', '151 W 54th St, New York, NY 10019', '+1 212 000 1111'],
    ['Ocean Drive Hotel', 4, 'Miami', '1052 Ocean Dr, Miami Beach, FL 33139', '+1 305 000 1212'],
    ['Marina Pearl Dubai', 5, 'Dubai', 'King Salman Bin Abdulaziz St, Dubai Marina', '+971 4 000 1313'],
    ['Desert Oasis Downtown', 4, 'Dubai', 'Sheikh Mohammed bin Rashid Blvd, Downtown Dubai', '+971 4 000 1414'],
    ['Corniche Tower Hotel', 5, 'Abu Dhabi', 'Corniche Rd West, Abu Dhabi', '+971 2 000 1515'],
    ['Colosseo Grand Hotel', 4, 'Rome', 'Via Labicana 125, 00184 Roma', '+39 06 000 1616'],
    ['Canal Grande Palazzo', 5, 'Venice', 'San Marco 2159, 30124 Venezia', '+39 041 000 1717'],
    ['Ramblas Central Hotel', 3, 'Barcelona', 'La Rambla 45, 08002 Barcelona', '+34 93 000 1818'],
    ['Gran Vía Plaza', 4, 'Madrid', 'Gran Vía 21, 28013 Madrid', '+34 91 000 1919'],
    ['Acropolis View Hotel', 3, 'Athens', 'Mitseon 11, Athens 117 42', '+30 21 0000 2020'],
    ['Caldera Blue Santorini', 5, 'Santorini', 'Oia 847 02, Santorini', '+30 22 8600 2121'],
    ['Nile Pharaoh Hotel', 4, 'Cairo', 'Corniche El Nil 1113, Cairo', '+20 2 0000 2222'],
    ['Red Sea Coral Resort', 4, 'Hurghada', 'Sahl Hasheesh Rd, Hurghada', '+20 65 000 2323'],
    ['Shinjuku Sky Hotel', 4, 'Tokyo', '2-7-1 Nishi-Shinjuku, Tokyo', '+81 3 0000 2424'],
  ];
  const hotels = numbered(
    hotelList.map(([title, stars, c, address, phone], i) => ({
      title,
      stars,
      cityId: city(c),
      countryId: countryOf(c),
      address,
      phone,
      email: `reservations@${title
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .trim()
        .replace(/ +/g, '-')}.example`,
      description: `<p><strong>${title}</strong> is a ${stars}-star hotel in ${c}.</p><ul><li>Free Wi-Fi</li><li>24-hour front desk</li></ul>`,
      isActive: i !== 8,
    })),
  );

  // 2 to 4 room types per hotel, by stars; each with 2 or 3 providing policies.
  const roomTemplates: [string, number, number][] = [
    ['Standard Double Room', 2, 1],
    ['Twin Room', 2, 0],
    ['Deluxe Room', 3, 1],
    ['Family Suite', 4, 2],
  ];
  let nextRoomTypeId = 1;
  const roomTypes: SeedRow[] = hotels.flatMap((hotel, h) => {
    const count = 2 + (h % 3);
    return roomTemplates.slice(0, count).map(([title, maxAdults, maxChildren]) => ({
      id: nextRoomTypeId++,
      hotelId: hotel.id,
      title,
      maxAdults,
      maxChildren,
      description: `${title} at ${hotel.title as string}: up to ${maxAdults} adults${maxChildren ? ` and ${maxChildren} children` : ''}.`,
    }));
  });
  const policyTitles = ['Room Only', 'Bed & Breakfast', 'Half Board', 'Full Board', 'All Inclusive'];
  let nextPolicyId = 1;
  const policies: SeedRow[] = roomTypes.flatMap((room, r) => {
    const start = r % 3;
    const hotel = hotels.find((h) => h.id === room.hotelId)!;
    return policyTitles.slice(start, start + 2 + (r % 2)).map((title) => ({
      id: nextPolicyId++,
      hotelId: room.hotelId,
      roomTypeId: room.id,
      providingPolicyId: type(15, title),
      // hotelList[i] is hotel i + 1: its city's title.
      nightlyRate: nightlyRate(hotelList[hotel.id - 1][1], hotelList[hotel.id - 1][2], room.title as string, title),
    }));
  });

  const suppliers = numbered(
    (
      [
        ['Mediterranean DMC', 'Turkey', '+90 212', 'Ayşe Demir', 'Kemal Yıldız'],
        ['Paris Ground Services', 'France', '+33 1', 'Claire Martin', 'Julien Bernard'],
        ['Gulf Travel Partners', 'United Arab Emirates', '+971 4', 'Omar Haddad', 'Sara Nasser'],
        ['Britannia Incoming', 'United Kingdom', '+44 20', 'James Walker', 'Emily Clark'],
        ['Italia Receptive', 'Italy', '+39 06', 'Marco Rossi', 'Giulia Bianchi'],
        ['Iberia Travel Hub', 'Spain', '+34 91', 'Lucía García', 'Pablo Moreno'],
        ['Hellenic Holidays DMC', 'Greece', '+30 21', 'Nikos Papadopoulos', 'Eleni Georgiou'],
        ['Nile Valley Tours', 'Egypt', '+20 2', 'Ahmed Farouk', 'Mona Saleh'],
        ['Alpine Incoming', 'Switzerland', '+41 44', 'Lukas Meier', 'Anna Keller'],
        ['Sakura Japan Travel', 'Japan', '+81 3', 'Haruto Sato', 'Yui Tanaka'],
      ] as const
    ).map(([title, c, dial, manager, operation], i) => {
      const slug = title.toLowerCase().replace(/[^a-z]+/g, '');
      // Numbers of the supplier's own country (its calling and area code).
      const phone = (line: number) => `${dial} ${line} ${String(100 + i)}`;
      return {
        title,
        countryId: country(c),
        address: `${10 + i} Business Avenue, ${c}`,
        description: `Destination management company for ${c}: transfers, excursions and hotel contracting.`,
        managerName: manager,
        managerEmail: `manager@${slug}.example`,
        managerPhone: phone(1000),
        operationContact: operation,
        operationEmail: `ops@${slug}.example`,
        operationPhone: phone(2000),
        phone: phone(3000),
        isActive: i !== 9,
      };
    }),
  );

  const tours = numbered(
    (
      [
        ['Classic Turkey Discovery', 'Istanbul', 8, 'Istanbul, Cappadocia and the Turquoise Coast.', 990],
        ['Paris & Loire Castles', 'Paris', 5, 'The capital and the châteaux of the Loire Valley.', 1290],
        ['Emirates Highlights', 'Dubai', 6, 'Dubai and Abu Dhabi with a desert night.', 1590],
        ['Grand Tour of Italy', 'Rome', 10, 'Rome, Florence and Venice by train.', 2190],
        ['Andalusian Dream', 'Seville', 7, 'Seville, Córdoba and Granada.', 1150],
        ['Greek Islands Hopping', 'Athens', 9, 'Athens, Mykonos and Santorini by ferry.', 1740],
        ['Land of the Pharaohs', 'Cairo', 8, 'Cairo, a Nile cruise and Luxor.', 890],
        ['Japan Golden Route', 'Tokyo', 10, 'Tokyo, Hakone and Kyoto.', 2450],
      ] as const
    ).map(([title, c, durationDays, description, pricePerPerson]) => ({
      title,
      cityId: city(c),
      durationDays,
      pricePerPerson,
      description,
      text: `<h2>${title}</h2><p>${description}</p><ol><li>Arrival and welcome dinner</li><li>Guided sightseeing</li><li>Free day</li></ol>`,
    })),
  );

  const excursions = numbered(
    (
      [
        ['Bosphorus Dinner Cruise', 'Istanbul', 'Boat Trip', 65],
        ['Hagia Sophia & Blue Mosque', 'Istanbul', 'Cultural Visit', 45],
        ['Hot Air Balloon Flight', 'Cappadocia', 'Nature & Hiking', 175],
        ['Seine River Cruise', 'Paris', 'Boat Trip', 35],
        ['Louvre Skip-the-Line', 'Paris', 'Cultural Visit', 59],
        ['Montmartre Food Walk', 'Paris', 'Food & Wine', 89],
        ['Desert Safari with BBQ', 'Dubai', 'Desert Safari', 79],
        ['Dubai City Tour', 'Dubai', 'City Tour', 49],
        ['Sheikh Zayed Mosque Visit', 'Abu Dhabi', 'Cultural Visit', 39],
        ['Colosseum & Forum', 'Rome', 'Cultural Visit', 55],
        ['Gondola Ride', 'Venice', 'Boat Trip', 90],
        ['Tuscan Wine Tasting', 'Florence', 'Food & Wine', 120],
        ['Sagrada Família Tour', 'Barcelona', 'Cultural Visit', 47.5],
        ['Santorini Sunset Catamaran', 'Santorini', 'Boat Trip', 145],
        ['Pyramids of Giza', 'Cairo', 'Cultural Visit', 42],
        ['Red Sea Snorkelling', 'Hurghada', 'Boat Trip', 38],
        ['London Walking Tour', 'London', 'City Tour', 25],
        ['Mount Fuji Day Trip', 'Tokyo', 'Nature & Hiking', 135],
      ] as const
    ).map(([title, c, t, pricePerPerson]) => ({
      title,
      cityId: city(c),
      typeId: type(16, t),
      pricePerPerson,
      description: `${title} in ${c}, with hotel pick-up.`,
      text: `<p><strong>${title}</strong>: ${t.toLowerCase()} in ${c}.</p><ul><li>Hotel pick-up</li><li>Licensed guide</li></ul>`,
    })),
  );

  return [
    ['zone', zones],
    ['station', stations],
    ['transportation-provider', providers],
    ['preset-transportation-detail', transportationDetails],
    ['nationality-group', nationalityGroups],
    ['amenity', amenities],
    ['room-service', roomServices],
    ['hotel', hotels],
    ['room-type', roomTypes],
    ['room-type-providing-policy', policies],
    ['supplier', suppliers],
    ['tour', tours],
    ['excursion', excursions],
    ['agency-group', agencyGroups],
  ];
}
