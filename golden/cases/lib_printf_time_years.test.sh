# printf '%(fmt)T' for years outside 1-9999 and at and before year 0: glibc's strftime of
# localtime's struct tm (32-bit tm_year), its flags, widths and E/O modifiers, zones the
# script sets, and what bash prints when localtime fails (the epoch).

#### years beyond 9999 and before year 1, every numeric directive
for t in -62167219201 253402300800 -99999999999 -62198755200 -31000000000 -62135596801 -62135596800 -62162035200 -62104060800 253402300800000 -253402300800000; do
  printf '%(%Y-%m-%d %H:%M:%S %a %A %b %B %h %j %C %y %G %g %V %U %W %u %w %s %z %Z)T\n' "$t"
done

#### composite directives at far years
for t in -62167219201 253402300800 -99999999999 -31000000000 -62135596801 253402300800000; do
  printf '[%(%c|%x|%X|%D|%F|%r|%R|%T|%e|%k|%l|%I|%p|%P|%n|%t|%%)T]\n' "$t"
done

#### flags and widths on negative and five-digit years
for t in -62167219201 253402300800 -99999999999 -31000000000; do
  printf '[%(%010Y|%_10Y|%-Y|%10Y|%6z|%_6z|%06z|%-z|%^a|%#Z|%#a|%^b|%#p|%^p|%#P|%10a|%010a|%-10a|%_d|%-d|%0e|%-e|%10e|%_5j|%-j)T]\n' "$t"
  printf '[%(%-10Y|%_06d|%0_6d|%-_6d|%_-6d|%^10b|%#10p|%-5%%|%_5t|%03n|%-C|%5C|%_5G|%010s|%_20s|%10D|%010D|%10F)T]\n' "$t"
done

#### modifiers, unknown conversions and case flags
for t in -62167219201 253402300800; do
  printf '[%(%Ey|%OY|%Ez|%q|%Q|%v|%+|%3|%5%|%05t|%#c|%^c|%10c|%^r|%^Q|%#q|%5E|%EC|%OC|%Ex|%Ox|%Od|%Ed|%5Od|%O5d|%^#Z|%#A|%#B)T]\n' "$t"
  printf '[%(%10)T][%(%)T][%(%_)T][%(x%)T]\n' "$t" "$t" "$t" "$t"
done

#### the limits of tm_year and localtime failing
for t in 67767976233532799 67767976233532800 67768036191676799 67768036191676800 -67768040609740800 -67768040609740801 157766400000000000; do
  printf '[%(%Y %C %y %G %g %V %U %W %u %s %a %b %e %j)T] [%(%c)T]\n' "$t" "$t"
done

#### zones the script sets, far years
for z in Europe/Paris America/New_York Asia/Kolkata 'EST5EDT,M3.2.0,M11.1.0' 'AEST-10AEDT,M10.1.0,M4.1.0/3' '<+0530>-5:30' JST-9; do
  for t in -62167219201 253402300800 -99999999999 -4000000000 -31000000000 185542587100800; do
    TZ=$z printf '%s %s [%(%F %T %z %Z %s %c %a %j %G-%V %#Z)T]\n' "$z" "$t" "$t"
  done
done

#### zones at the limits of localtime
for z in America/New_York Asia/Tokyo JST-9 'EST5EDT,M3.2.0,M11.1.0' 'AEST-10AEDT,M10.1.0,M4.1.0/3'; do
  for t in 67768036191676799 67768036191676800 -67768040609740800 -67768040609740801; do
    TZ=$z printf '%s %s [%(%F %T %z %Z %s)T]\n' "$z" "$t" "$t"
  done
done

#### rule strings before 1970 use 1970's changes
for z in 'EST5EDT,M3.2.0,M11.1.0' 'AEST-10AEDT,M10.1.0,M4.1.0/3' 'CET-1CEST,J60/2,J300/3' 'XST3XDT,100,200'; do
  for t in -4000000000 -2000000000 -1000000000 -100000 5000000 15000000 20000000 25000000 1000000000; do
    TZ=$z printf '%s %s [%(%F %T %z %Z)T]\n' "$z" "$t" "$t"
  done
done

#### widths past bash's 128-byte buffer print nothing
printf '[%(%2000000000Y)T][%(%200Y)T][%(%127a)T][%(%126a)T]\n' 0 0 0 0 | od -c | tail -3
