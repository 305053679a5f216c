/**
 * Where grounds are: Cricsheet gives a ground's name and city but no country or time zone.
 * Cities of the bundled data and the other usual cricket cities; unknown cities fall back to
 * UTC, as the spec's venue time does.
 */
const CITY_PLACES: Record<string, { country: string; timeZone: string }> = {};

function add(country: string, timeZone: string, cities: string[]) {
  for (const city of cities) CITY_PLACES[city.toLowerCase()] = { country, timeZone };
}

add("India", "Asia/Kolkata", [
  "Ahmedabad",
  "Bengaluru",
  "Bangalore",
  "Chandigarh",
  "Chennai",
  "Cuttack",
  "Delhi",
  "Dharamsala",
  "Guwahati",
  "Hyderabad",
  "Indore",
  "Jaipur",
  "Kanpur",
  "Kolkata",
  "Lucknow",
  "Mohali",
  "Mullanpur",
  "Mumbai",
  "Nagpur",
  "Navi Mumbai",
  "New Chandigarh",
  "Pune",
  "Raipur",
  "Rajkot",
  "Ranchi",
  "Thiruvananthapuram",
  "Vadodara",
  "Visakhapatnam",
  "Dharmasala",
]);
add("Australia", "Australia/Sydney", ["Sydney", "Canberra"]);
add("Australia", "Australia/Melbourne", ["Melbourne", "Geelong"]);
add("Australia", "Australia/Brisbane", ["Brisbane", "Gold Coast", "Cairns", "Mackay"]);
add("Australia", "Australia/Adelaide", ["Adelaide"]);
add("Australia", "Australia/Perth", ["Perth"]);
add("Australia", "Australia/Hobart", ["Hobart", "Launceston"]);
add("Australia", "Australia/Darwin", ["Darwin"]);
add("England", "Europe/London", [
  "London",
  "Birmingham",
  "Manchester",
  "Leeds",
  "Nottingham",
  "Southampton",
  "Bristol",
  "Chester-le-Street",
  "Taunton",
  "Hove",
  "Canterbury",
  "Chelmsford",
  "Worcester",
  "Derby",
  "Northampton",
]);
add("Wales", "Europe/London", ["Cardiff"]);
add("Scotland", "Europe/London", ["Edinburgh", "Aberdeen", "Glasgow"]);
add("Ireland", "Europe/Dublin", ["Dublin", "Malahide", "Belfast", "Bready"]);
add("Netherlands", "Europe/Amsterdam", ["Amstelveen", "Rotterdam", "The Hague", "Utrecht"]);
add("New Zealand", "Pacific/Auckland", [
  "Auckland",
  "Wellington",
  "Christchurch",
  "Hamilton",
  "Dunedin",
  "Napier",
  "Mount Maunganui",
  "Nelson",
  "Queenstown",
]);
add("South Africa", "Africa/Johannesburg", [
  "Johannesburg",
  "Cape Town",
  "Durban",
  "Centurion",
  "Port Elizabeth",
  "Gqeberha",
  "Paarl",
  "Bloemfontein",
  "East London",
  "Potchefstroom",
  "Kimberley",
  "Benoni",
]);
add("Pakistan", "Asia/Karachi", ["Karachi", "Lahore", "Rawalpindi", "Multan", "Faisalabad", "Peshawar"]);
add("Sri Lanka", "Asia/Colombo", ["Colombo", "Kandy", "Galle", "Dambulla", "Hambantota", "Pallekele"]);
add("Bangladesh", "Asia/Dhaka", ["Dhaka", "Mirpur", "Chattogram", "Chittagong", "Sylhet", "Khulna"]);
add("United Arab Emirates", "Asia/Dubai", ["Dubai", "Sharjah", "Abu Dhabi"]);
add("Oman", "Asia/Muscat", ["Al Amarat", "Muscat"]);
add("Zimbabwe", "Africa/Harare", ["Harare", "Bulawayo"]);
add("Afghanistan", "Asia/Kabul", ["Kabul"]);
add("Nepal", "Asia/Kathmandu", ["Kirtipur", "Kathmandu"]);
add("Barbados", "America/Barbados", ["Bridgetown"]);
add("Trinidad and Tobago", "America/Port_of_Spain", ["Port of Spain", "Tarouba"]);
add("Saint Lucia", "America/St_Lucia", ["Gros Islet"]);
add("Saint Vincent", "America/St_Vincent", ["Kingstown"]);
add("Antigua", "America/Antigua", ["North Sound", "St John's", "Antigua"]);
add("Guyana", "America/Guyana", ["Providence", "Georgetown"]);
add("Jamaica", "America/Jamaica", ["Kingston"]);
add("Dominica", "America/Dominica", ["Roseau"]);
add("Grenada", "America/Grenada", ["St George's"]);
add("St Kitts", "America/St_Kitts", ["Basseterre"]);
add("United States of America", "America/New_York", ["New York", "Lauderhill"]);
add("United States of America", "America/Chicago", ["Dallas", "Grand Prairie"]);
add("United States of America", "America/Los_Angeles", ["Los Angeles"]);
add("Canada", "America/Toronto", ["King City", "Toronto"]);

export function placeOfCity(city: string | undefined): { country: string | null; timeZone: string } {
  const place = city ? CITY_PLACES[city.trim().toLowerCase()] : undefined;
  return place ?? { country: null, timeZone: "UTC" };
}

/**
 * Venue identity: the ground's own name (the part before the first comma, without punctuation
 * or case) and its city. "M.Chinnaswamy Stadium" and "M Chinnaswamy Stadium, Bengaluru" in
 * Bengaluru are one venue.
 */
export function venueDedupeKey(name: string, city: string | undefined): string {
  const base = normalise(name.split(",")[0] ?? name);
  return `${base}|${normalise(city ?? "")}`;
}

/** The ground's display name: its own name without the trailing ", City, Region" parts. */
export function venueDisplayName(name: string): string {
  return (name.split(",")[0] ?? name).trim();
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
