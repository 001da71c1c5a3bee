# date: +FORMAT conversions and flags, -d strings (absolute, relative, zones), -I/-R/--rfc-3339, -f, -r, -u, TZ, errors.
# Every case fixes its time with -d, -r or -f: the current time never shows.

#### default format
date -d @1700000000

#### default format other zone
TZ=America/New_York date -d @1700000000

#### default format single digit day
date -d 2024-03-05

#### -u
TZ=Asia/Tokyo date -u -d @0

#### --utc prints UTC
TZ=Europe/Paris date --utc -d '2024-07-01 12:00'

#### format %a %A %b %B %h
date -d '2024-03-05 04:07:09.123456789' '+%a %A %b %B %h'

#### format %c
date -d '2024-03-05 04:07:09.123456789' '+%c'

#### format %C %y %Y %G %g
date -d '2024-03-05 04:07:09.123456789' '+%C %y %Y %G %g'

#### format %d %e %j %m
date -d '2024-03-05 04:07:09.123456789' '+%d %e %j %m'

#### format %D %F %x
date -d '2024-03-05 04:07:09.123456789' '+%D %F %x'

#### format %H %I %k %l %M %S %p %P
date -d '2024-03-05 04:07:09.123456789' '+%H %I %k %l %M %S %p %P'

#### format %r %R %T %X
date -d '2024-03-05 04:07:09.123456789' '+%r %R %T %X'

#### format %s
date -d '2024-03-05 04:07:09.123456789' '+%s'

#### format %N
date -d '2024-03-05 04:07:09.123456789' '+%N'

#### format %3N %6N
date -d '2024-03-05 04:07:09.123456789' '+%3N %6N'

#### format %u %w %U %W %V
date -d '2024-03-05 04:07:09.123456789' '+%u %w %U %W %V'

#### format %z %:z %::z %:::z %Z
date -d '2024-03-05 04:07:09.123456789' '+%z %:z %::z %:::z %Z'

#### format %q
date -d '2024-03-05 04:07:09.123456789' '+%q'

#### format %n%t|
date -d '2024-03-05 04:07:09.123456789' '+%n%t|'

#### format %%
date -d '2024-03-05 04:07:09.123456789' '+%%'

#### format %-d %-m %-H %-j
date -d '2024-03-05 04:07:09.123456789' '+%-d %-m %-H %-j'

#### format %_d %_m %_H %_M
date -d '2024-03-05 04:07:09.123456789' '+%_d %_m %_H %_M'

#### format %05d %10A %-10A|
date -d '2024-03-05 04:07:09.123456789' '+%05d %10A %-10A|'

#### format %^a %^B %#a %#p %#Z
date -d '2024-03-05 04:07:09.123456789' '+%^a %^B %#a %#p %#Z'

#### format %_3N %-N
date -d '2024-03-05 04:07:09.123456789' '+%_3N %-N'

#### format %+4Y %5Y
date -d '2024-03-05 04:07:09.123456789' '+%+4Y %5Y'

#### format %Q %E %Oy %Ey
date -d '2024-03-05 04:07:09.123456789' '+%Q %E %Oy %Ey'

#### format trailing %
date -d '2024-03-05 04:07:09.123456789' '+trailing %'

#### format %-%
date -d '2024-03-05 04:07:09.123456789' '+%-%'

#### format %::::z
date -d '2024-03-05 04:07:09.123456789' '+%::::z'

#### format %10z %_10z %-z
date -d '2024-03-05 04:07:09.123456789' '+%10z %_10z %-z'

#### format literal text only
date -d '2024-03-05 04:07:09.123456789' '+literal text only'

#### format in a zone with minutes
TZ=Asia/Kolkata date -d @0 '+%z %:z %::z %:::z %Z'

#### format in Newfoundland
TZ=America/St_Johns date -d @0 '+%z %:::z %Z'

#### POSIX TZ string
TZ=JST-9 date -d @0 '+%T %Z %z'

#### unknown TZ name
TZ=Foo/Bar date -d @0 '+%T %Z %z'

#### TZ with a colon
TZ=:Europe/Paris date -d @0

#### DST summer and winter
TZ=Europe/Berlin date -d '2024-07-01 12:00' '+%T %Z'; TZ=Europe/Berlin date -d '2024-01-01 12:00' '+%T %Z'

#### year 99 padding
date -d 0099-01-01 '+%Y %C %c'

#### ISO week at new year
date -d 2005-01-02 '+%G-W%V-%u %U %W'

#### -d 2024-01-15
date -d '2024-01-15' '+%F %T %z %a'

#### -d 2024-01-15 10:30
date -d '2024-01-15 10:30' '+%F %T %z %a'

#### -d Jan 15 2024
date -d 'Jan 15 2024' '+%F %T %z %a'

#### -d 15 Jan 2024 10:00:05
date -d '15 Jan 2024 10:00:05' '+%F %T %z %a'

#### -d 01/02/2024
date -d '01/02/2024' '+%F %T %z %a'

#### -d 20240115
date -d '20240115' '+%F %T %z %a'

#### -d 2024-01-15T10:30:00+05:00
date -d '2024-01-15T10:30:00+05:00' '+%F %T %z %a'

#### -d 2024-01-15 10:30 EST
date -d '2024-01-15 10:30 EST' '+%F %T %z %a'

#### -d 2024-01-15 10:00 PST
date -d '2024-01-15 10:00 PST' '+%F %T %z %a'

#### -d 2024-01-15 10:00 CET
date -d '2024-01-15 10:00 CET' '+%F %T %z %a'

#### -d @1700000000
date -d '@1700000000' '+%F %T %z %a'

#### -d @1700000000.5
date -d '@1700000000.5' '+%F %T %z %a'

#### -d @-1
date -d '@-1' '+%F %T %z %a'

#### -d 2024/01/15
date -d '2024/01/15' '+%F %T %z %a'

#### -d Jan-5-2024
date -d 'Jan-5-2024' '+%F %T %z %a'

#### -d 2024-1-5
date -d '2024-1-5' '+%F %T %z %a'

#### -d December 25, 2024
date -d 'December 25, 2024' '+%F %T %z %a'

#### -d 25 December 2024 6:30pm
date -d '25 December 2024 6:30pm' '+%F %T %z %a'

#### -d 2024-01-15 3pm
date -d '2024-01-15 3pm' '+%F %T %z %a'

#### -d 2024-01-15 3:30 pm
date -d '2024-01-15 3:30 pm' '+%F %T %z %a'

#### -d Mon, 15 Jan 2024 10:00:00 +0000
date -d 'Mon, 15 Jan 2024 10:00:00 +0000' '+%F %T %z %a'

#### -d 2024-01-15 10:00:00 -0530
date -d '2024-01-15 10:00:00 -0530' '+%F %T %z %a'

#### -d 2024-01-15T10:30:00Z
date -d '2024-01-15T10:30:00Z' '+%F %T %z %a'

#### -d 2024-01-15 10:30:00.5
date -d '2024-01-15 10:30:00.5' '+%F %T %z %a'

#### -d Sat Jan 13 2024
date -d 'Sat Jan 13 2024' '+%F %T %z %a'

#### -d 2024-01-15 UTC+2
date -d '2024-01-15 UTC+2' '+%F %T %z %a'

#### -d 20240115 0930
date -d '20240115 0930' '+%F %T %z %a'

#### -d 2024-01-15 1030
date -d '2024-01-15 1030' '+%F %T %z %a'

#### -d tuesday 2024-01-15
date -d 'tuesday 2024-01-15' '+%F %T %z %a'

#### -d 2024-01-31 1 month
date -d '2024-01-31 1 month' '+%F %T %z %a'

#### -d 2024-03-31 -1 month
date -d '2024-03-31 -1 month' '+%F %T %z %a'

#### -d 2024-02-29 1 year
date -d '2024-02-29 1 year' '+%F %T %z %a'

#### -d 2023-02-28 1 day
date -d '2023-02-28 1 day' '+%F %T %z %a'

#### -d 2024-01-15 2 days ago
date -d '2024-01-15 2 days ago' '+%F %T %z %a'

#### -d 2024-01-15 -3 hours
date -d '2024-01-15 -3 hours' '+%F %T %z %a'

#### -d 2024-01-15 +1 week
date -d '2024-01-15 +1 week' '+%F %T %z %a'

#### -d 2024-01-15 next week
date -d '2024-01-15 next week' '+%F %T %z %a'

#### -d 2024-01-15 fortnight
date -d '2024-01-15 fortnight' '+%F %T %z %a'

#### -d 2024-01-15 1 month ago 2 days
date -d '2024-01-15 1 month ago 2 days' '+%F %T %z %a'

#### -d -1 day 2024-01-15
date -d '-1 day 2024-01-15' '+%F %T %z %a'

#### -d 2024-01-15 + 2 days
date -d '2024-01-15 + 2 days' '+%F %T %z %a'

#### -d 2024-01-15 yesterday
date -d '2024-01-15 yesterday' '+%F %T %z %a'

#### -d 2024-01-15 12:00 next hour
date -d '2024-01-15 12:00 next hour' '+%F %T %z %a'

#### -d 2024-01-15 3 days 2 hours ago
date -d '2024-01-15 3 days 2 hours ago' '+%F %T %z %a'

#### -d 2024-12-31 23:59:59 +1 second
date -d '2024-12-31 23:59:59 +1 second' '+%F %T %z %a'

#### -d 2024-01-15 12:00:00 2 hours ago
date -d '2024-01-15 12:00:00 2 hours ago' '+%F %T %z %a'

#### -d 2024-01-15 00:00 -1 sec
date -d '2024-01-15 00:00 -1 sec' '+%F %T %z %a'

#### -d 2024-01-15 12:00 +1 hour
date -d '2024-01-15 12:00 +1 hour' '+%F %T %z %a'

#### -d 2024-03-10 monday
date -d '2024-03-10 monday' '+%F %T %z %a'

#### -d 2024-01-15 this friday
date -d '2024-01-15 this friday' '+%F %T %z %a'

#### -d 2024-01-15 last year
date -d '2024-01-15 last year' '+%F %T %z %a'

#### -d 2024-01-15 next month
date -d '2024-01-15 next month' '+%F %T %z %a'

#### invalid -d foo
date -d 'foo'; echo "s=$?"

#### invalid -d 2024-13-01
date -d '2024-13-01'; echo "s=$?"

#### invalid -d 2024-01-15 23:59:60
date -d '2024-01-15 23:59:60'; echo "s=$?"

#### invalid -d 15.01.2024
date -d '15.01.2024'; echo "s=$?"

#### invalid -d Jan 2024
date -d 'Jan 2024'; echo "s=$?"

#### invalid -d noon
date -d 'noon'; echo "s=$?"

#### invalid -d 2024-02-30
date -d '2024-02-30'; echo "s=$?"

#### invalid -d @x
date -d '@x'; echo "s=$?"

#### -d in another zone
TZ=America/New_York date -d '2024-07-04 09:00' '+%F %T %Z %s'

#### -d with zone converts to local
TZ=Asia/Tokyo date -d '2024-01-15 10:00 UTC' '+%F %T %Z'

#### -I
date -d @1700000000 -I

#### -Ihours
date -d @1700000000 -Ihours

#### -Iminutes
date -d @1700000000 -Iminutes

#### -Iseconds
date -d @1700000000 -Iseconds

#### -Ins
date -d @1700000000.25 -Ins

#### --iso-8601=seconds in a zone
TZ=Asia/Kolkata date -d @1700000000 --iso-8601=seconds

#### -I invalid argument
date -d @0 --iso-8601=x; echo "s=$?"

#### -R
date -d @1700000000 -R

#### --rfc-email in a zone
TZ=America/New_York date -d @1700000000 --rfc-email

#### --rfc-3339=date
date -d @1700000000 --rfc-3339=date

#### --rfc-3339=seconds
date -d @1700000000 --rfc-3339=seconds

#### --rfc-3339=ns
date -d @1700000000.5 --rfc-3339=ns

#### --rfc-3339 needs an argument
date --rfc-3339; echo "s=$?"

#### multiple output formats
date -d @0 -R -I; echo "s=$?"

#### format and -I
date -d @0 -I +%s; echo "s=$?"

#### operand without plus
date -d @0 x; echo "s=$?"

#### extra operand
date -d @0 +%s +%s; echo "s=$?"

#### set date refused
date 0101; echo "s=$?"

#### -d and -f exclusive
date -d @0 -f /dev/null; echo "s=$?"

#### -d last wins
date -d foo -d @0 +%s

#### -f reads dates
printf '@0\nbad\n@1\n2024-01-15\n' | date -f - +%F-%s; echo "s=$?"

#### -f from a file
## file: dates
## | 2020-02-02
## | 2021-03-03 1 day
date --file=dates '+%F'

#### -f missing file
date -f nope; echo "s=$?"

#### -r reference file
touch -d '2021-06-07 08:09:10' f; date -r f '+%F %T'

#### -r missing file
date -r nope; echo "s=$?"

#### bad option
date -Q; echo "s=$?"

#### -d requires an argument
date -d; echo "s=$?"

#### epoch of a date
date -d '2000-01-01 00:00:00 UTC' +%s

#### day arithmetic over DST
TZ=America/New_York date -d '2024-03-09 12:00 1 day' '+%F %T %Z'

#### hour arithmetic over DST
TZ=America/New_York date -d '2024-03-10 01:30 1 hour' '+%F %T %Z'
