# date -d: GNU's whole date-string grammar, with absolute dates so nothing depends on the clock.

#### relative items move the date
for d in '2024-01-01 +3 days' '2024-01-01 next month' '2024-01-31 last month' '2024-03-01 2 weeks ago' '2024-03-01 tomorrow' '2024-03-01 yesterday' '2024-03-01 third day' '2024-03-01 10:00 UTC+3' '2024-03-01 EST' '2024-03-01 10:00 EDT' 'TZ="Asia/Tokyo" 2024-03-01 09:00' '@0'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### zones in the string and TZ prefixes
for d in '@-1' '@1700000000.25' '2024-01-01T10:00:00+02:00' '2024-01-01T10:00:00Z' '2024-01-01T10:00:00.5' '20240101'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### epochs and ISO 8601 forms
for d in '20240101T1030' '2024-01-01 1030' 'Jan 1 2024' '1 Jan 2024' 'January 1, 2024' '1-jan-2024' 'jan-1-2024'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### numeric dates and times of day
for d in '2024-1-1 9am' '2024-1-1 12am' '2024-1-1 12pm' '2024-1-1 12:30:45 PM' '2024-01-01 00:00 -0130' '2024-01-01 00:00 +5' '2024-01-01 08:00 CET' '2024-07-01 08:00 CEST'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### zone offsets and named zones
for d in '2024-02-29 +1 year' '2023-02-29' '2024-13-01' '2024-01-01 25:00' '2024-01-01 1 hour ago'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### invalid dates and normalisation
for d in '2024-01-01 +90 min' '2024-01-01 -30 seconds' '2024-01-01 this week' '2024-01-01 12:00 hence'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### relative units and hence
for d in '2024-01-01 5 days hence' '24-12-25' '12/25/2024' '2024/12/25' '1.5.2024' '2024-01-01 Z'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### other date spellings
for d in '2024-01-01 A' '2024-01-01 N' '2024-01-01 mst dst' '2024-01-01 UTC-0530' '2024-01-01 GMT+1' '1970-01-01 00:00:00 UTC' 'mon 2024-01-01' '2024-01-01 junk'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### military zones and DST words
for d in '2024-01-01 (comment' '2024-01-01 10:00 2024-01-02' '2024-01-01 EST PST' 'fortnight ago 2024-01-01' '2024-01-01 +1 fortnight' '2024-01-01 11 months'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done

#### errors and multiple parts
for d in '2024-05-31 +1 month' '2024-01-01 second' '2024-01-01 1 sec' '2024-01-01 2 mins'; do printf '%-32s ' "[$d]"; date -d "$d" '+%F %T %z' 2>&1; done
