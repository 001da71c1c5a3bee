# POSIX TZ rule strings as glibc's tzset reads them (Mm.w.d, Jn and n rules, <+03> names, odd times,
# the default US rule, unreadable values), in date, date -d, printf %(...)T, ls, stat, touch -d and find.

#### TZ rule string: summer and winter
for t in 1720000000 1700000000; do TZ='EST5EDT,M3.2.0,M11.1.0' date -d @$t '+%F %T %Z %z %:z %::z'; done

#### TZ rule string: southern hemisphere and /time after the change
for t in 1720000000 1700000000 1712400000 1696089600; do TZ='AAA-10BBB,M10.1.0,M4.1.0/3' date -d @$t '+%F %T %Z %z'; done

#### TZ rule string: Jn and n rules, negative and 26-hour times
for tz in 'AAA3BBB,J60/-3,300/30' 'XXX-5:30:15YYY-7:45,0/0,365/25' 'AAA3BBB2,M3.2.0/-1,M10.5.0/26' 'CET-1CEST,J1/0,J365/25'; do
  for t in 1720000000 1700000000 1704067200; do TZ=$tz date -d @$t '+%F %T %Z %z'; done
done

#### TZ rule string: a dst name without a rule takes the US rule
for t in 1720000000 1700000000; do TZ=AAA3BBB date -d @$t '+%F %T %Z %z'; TZ='EST5EDT,M3.2.0' date -d @$t '+%F %T %Z %z'; done

#### TZ quoted names and bare offsets
for tz in '<+03>-3' '<-0330>3:30' 'FOO+3' 'FOO' '<UTC+5>-5<X+6>'; do TZ=$tz date -d @1720000000 '+%F %T [%Z] %z'; done

#### TZ values glibc cannot read
for tz in 1234 'FOO+3x' 'EST5EDT,x' 'AB3' '<AB>3' 'EST5EDT,M13.1.0,M11.1.0'; do
  for t in 1720000000 1700000000; do TZ=$tz date -d @$t '+%F %T [%Z] %z'; done
done

#### TZ rule string: the changes themselves
for t in 1710054000 1710053999 1730613600 1730613599 1730617200; do TZ='EST5EDT,M3.2.0,M11.1.0' date -d @$t '+%F %T %Z %z %s'; done

#### date -d in a rule zone: skipped and repeated hours
export TZ='EST5EDT,M3.2.0,M11.1.0'
date -d '2024-03-10 02:30'; date -d '2024-11-03 01:30'; date -d '2024-11-03 01:30 EST'; date -d '2024-11-03 01:30 EDT'
date -d '2024-03-09 12:00 +1 day' '+%F %T %Z'; date -d '2024-03-10 12:00 -1 day' '+%F %T %Z'

#### date -d with a TZ rule inside the string
date -d 'TZ="CET-1CEST,M3.5.0,M10.5.0/3" 2024-07-01 12:00' '+%F %T %Z %z'
TZ='CET-1CEST,M3.5.0,M10.5.0/3' date -d '2024-07-01 12:00Z' '+%F %T %Z %:z'
date -u -d 'TZ="<+0530>-5:30" 2024-01-01 00:00'

#### date --debug in a rule zone
TZ='EST5EDT,M3.2.0,M11.1.0' date --debug -d '2024-07-01 12:00'
date --debug -d 'TZ="CET-1CEST,M3.5.0,M10.5.0/3" 2024-10-27 02:30'

#### printf %(...)T in a rule zone
TZ='CET-1CEST,M3.5.0,M10.5.0/3' printf '%(%F %T %Z %z)T\n' 1720000000 1700000000
TZ='FOO+3' printf '%(%F %T [%Z] %z)T\n' 1720000000

#### touch -d, ls and stat in a rule zone
export TZ='CET-1CEST,M3.5.0,M10.5.0/3'
touch -d '2024-07-01 12:00' a; touch -d '2024-01-01 12:00' b
ls -l --time-style=full-iso a b | cut -d' ' -f6-
stat -c '%n %y' a b
TZ=UTC stat -c '%n %y' a b

#### find -newermt in a rule zone
export TZ='CET-1CEST,M3.5.0,M10.5.0/3'
touch -d '2024-07-01 12:00' a
find a -newermt '2024-07-01 11:59:59'; find a -newermt '2024-07-01 12:00'; TZ=UTC find a -newermt '2024-07-01 10:30'

#### years outside 1-9999: year 0 and before
date -u -d @-62167219200; date -u -d @-62167219201 '+%Y %C %G %g %j %U %W %V %a %s %F %y'
date -u -d '0000-01-01' +'%F %a %j %s'; date -u -d @-62198755200 '+%F %C %y %G %g %V %u %w'
date -u -d @-67768040609740800

#### years outside 1-9999: past 9999
date -d '10000-01-01'; date -u -d @253402300800; date -u -d '99999-12-31 23:59' '+%F %T %G %V %j %C'
date -u -d '9999-12-31 +1 day'; date -u -d '2147485547-12-31 23:59:59' +%s
date -u -d @67768036191676799; date -u -d @67768036191676799 '+%F %a %C %y %U %W'

#### years outside 1-9999: out of range
date -u -d @67768036191676800; echo $?
date -u -d @-67768040609740801; echo $?
date -u -d '2147485548-01-01'; echo $?

#### years outside 1-9999 in zones
TZ=Europe/Paris date -d @253402300800 '+%F %T %Z %z'
TZ=America/New_York date -d '12024-07-01 12:00' '+%F %T %Z %z %s'
TZ='EST5EDT,M3.2.0,M11.1.0' date -d '12024-07-01 12:00' '+%F %T %Z %z %s'
TZ='EST5EDT,M3.2.0,M11.1.0' date -d @-62167219200 '+%F %T %Z %z'
TZ=Europe/Paris date -d '0500-07-01 12:00' '+%F %T %Z %z %s'

#### years outside 1-9999: --debug
date --debug -u -d '10000-01-01'
date --debug -u -d '0000-06-15 12:00 +1 day'

#### years outside 1-9999: find -newermt
touch f; find f -newermt '10000-01-01'; find f ! -newermt '10000-01-01'; find f -newermt '0000-01-01'
