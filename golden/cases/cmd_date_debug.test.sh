# date --debug: each parsed part, the time zone, the starting value, adjustments and the final timestamp (absolute dates only).

#### date --debug -d '2024-01-15 10:30'
date --debug -d '2024-01-15 10:30'

#### date --debug -d '@100'
date --debug -d '@100'

#### date --debug -d '2024-03-01 +3 days 2 weeks ago UTC+3'
date --debug -d '2024-03-01 +3 days 2 weeks ago UTC+3'

#### date --debug -d 'TZ="Europe/Paris" 2024-07-01 12:00'
date --debug -d 'TZ="Europe/Paris" 2024-07-01 12:00'

#### date --debug -d 'foo'
date --debug -d 'foo'

#### date --debug -d '2024-01-01 foo bar'
date --debug -d '2024-01-01 foo bar'

#### date -d '2024-02-30'; date --debug -d '2024-02-30'
date -d '2024-02-30'; date --debug -d '2024-02-30'

#### date --debug -d 'friday 2024-01-01'
date --debug -d 'friday 2024-01-01'

#### date --debug -d '2024-01-31 +1 month'
date --debug -d '2024-01-31 +1 month'

#### date --debug -d '2024-01-15 12:00 +1 month -2 hours 30 min ago'
date --debug -d '2024-01-15 12:00 +1 month -2 hours 30 min ago'

#### date --debug -d '1/2/24'; date --debug -d '2024/1/2'
date --debug -d '1/2/24'; date --debug -d '2024/1/2'

#### date --debug -d 'Jan 5 2024 3pm EST'
date --debug -d 'Jan 5 2024 3pm EST'

#### date --debug -d '5 Jan 2024 15:04:05.123456789 +0530'
date --debug -d '5 Jan 2024 15:04:05.123456789 +0530'

#### date --debug -d '2024-06-15T08:09:10Z'; date --debug -d '2024-06-15T08
date --debug -d '2024-06-15T08:09:10Z'; date --debug -d '2024-06-15T08:09:10+02:00'

#### date -u --debug -d '20240615 1030'
date -u --debug -d '20240615 1030'

#### date --debug -d '2024-01-01 third friday'
date --debug -d '2024-01-01 third friday'

#### date --debug -d '25:00'; date --debug -d '13pm'
date --debug -d '25:00'; date --debug -d '13pm'

#### date --debug -d '2024-01-01 2024-01-02'
date --debug -d '2024-01-01 2024-01-02'

#### date --debug -d '@1.5'; date --debug -d '@-1.5'; date -d '@ 12 x'
date --debug -d '@1.5'; date --debug -d '@-1.5'; date -d '@ 12 x'

#### date --debug -d 'Sun, 29 Feb 2004 16:21:42 -0800'
date --debug -d 'Sun, 29 Feb 2004 16:21:42 -0800'

#### date --debug -d '2024-07-01 CEST'; TZ=Europe/Paris date --debug -d '20
date --debug -d '2024-07-01 CEST'; TZ=Europe/Paris date --debug -d '2024-07-01 CEST'

#### date --debug -d '2024-01-01 (a comment) 10:00'
date --debug -d '2024-01-01 (a comment) 10:00'

#### date --debug -d '99-01-01'; date --debug -d '01/02/70'
date --debug -d '99-01-01'; date --debug -d '01/02/70'

#### date --debug -f /dev/null; printf '2024-01-01\nbad\n' | date --debug -
date --debug -f /dev/null; printf '2024-01-01\nbad\n' | date --debug -f -

#### date --debug +%s -d '1970-01-01 00:00 UTC'
date --debug +%s -d '1970-01-01 00:00 UTC'

#### TZ=America/New_York date --debug -d '2024-03-10 02:30'
TZ=America/New_York date --debug -d '2024-03-10 02:30'

#### date --debug -d 'yesterday 2024-01-01'; date --debug -d '2024-01-01 no
date --debug -d 'yesterday 2024-01-01'; date --debug -d '2024-01-01 noon'

#### date --debug -d '2024-12-25 J'; date --debug -d '2024-12-25 T'; date -
date --debug -d '2024-12-25 J'; date --debug -d '2024-12-25 T'; date --debug -d 'T 2024-12-25'

#### date --debug -d 'last year 2024-05-05'; date --debug -d '2024-05-05 ne
date --debug -d 'last year 2024-05-05'; date --debug -d '2024-05-05 next week'; date --debug -d '2024-05-05 fortnight ago'

#### date --debug -d '2024-05-05 4 fridays'
date --debug -d '2024-05-05 4 fridays'

#### date -d '2024-05-05 1.5 seconds' +%s.%N; date --debug -d '2024-05-05 -
date -d '2024-05-05 1.5 seconds' +%s.%N; date --debug -d '2024-05-05 -1.5 seconds'

#### for d in '2024-01-01 +3 days' '2024-06-15 12:00' '2024-01-01 next mont
for d in '2024-01-01 +3 days' '2024-06-15 12:00' '2024-01-01 next month'; do TZ=Europe/Paris date -d "$d"; TZ=America/New_York date -d "$d" -R; done

#### date -u -d '2024-01-01 10:00' ; date -u --debug -d '2024-01-01 10:00'
date -u -d '2024-01-01 10:00' ; date -u --debug -d '2024-01-01 10:00'

#### date --debug -r /dev/null +%Y >/dev/null; echo "s=$?"
date --debug -r /dev/null +%Y >/dev/null; echo "s=$?"

#### date --debug -d '2024-01-01 10:00 hours'; date --debug -d '2024-01-01 
date --debug -d '2024-01-01 10:00 hours'; date --debug -d '2024-01-01 10 hours'

#### date --debug -d '2024-01-01 +1 day 1 hour ago'
date --debug -d '2024-01-01 +1 day 1 hour ago'

#### date --debug -d '2024-02-29 +1 year'; date --debug -d '2024-05-31 +1 m
date --debug -d '2024-02-29 +1 year'; date --debug -d '2024-05-31 +1 month'

#### date --debug -d '2024-01-01 mon'; date --debug -d '2024-01-01 next tue
date --debug -d '2024-01-01 mon'; date --debug -d '2024-01-01 next tue'

#### date --debug -d '1 2 3'; date --debug -d '2024-01-01 12:00:00.00000000
date --debug -d '1 2 3'; date --debug -d '2024-01-01 12:00:00.000000001'

#### date --debug -d '2024-01-01 EST PST'; date --debug -d '10:00 11:00'; d
date --debug -d '2024-01-01 EST PST'; date --debug -d '10:00 11:00'; date --debug -d 'mon tue'

#### date --debug -d '2024-01-01 ('; date --debug -d '2024-01-01 (x) (y)'
date --debug -d '2024-01-01 ('; date --debug -d '2024-01-01 (x) (y)'

#### date --debug -d '19700101 -5 hours'; date --debug -d '2024-01-01 12:00
date --debug -d '19700101 -5 hours'; date --debug -d '2024-01-01 12:00 pm'
